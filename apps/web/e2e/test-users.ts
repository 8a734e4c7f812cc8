import { randomUUID } from 'node:crypto';
import { hashPassword } from '@leadpath/auth';
import type { Role } from '@leadpath/core';
import { insertUser, openDatabase } from '@leadpath/db';

export const TEST_USER_PASSWORD = 'e2e-pass-1234';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

/**
 * A fresh account written straight into the e2e database (playwright.config.ts sets its path),
 * for tests that change a password or delete an account: the shared demo accounts stay untouched.
 */
export async function createTestUser(fields: { name?: string; role?: Role } = {}): Promise<TestUser> {
  const path = process.env.LEADPATH_E2E_DB;
  if (!path) throw new Error('LEADPATH_E2E_DB is not set: run the specs through playwright.config.ts');
  passwordHash ??= hashPassword(TEST_USER_PASSWORD);
  const name = fields.name ?? 'Erin Example';
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  const db = openDatabase(path);
  try {
    await insertUser(
      db,
      { email, name, role: fields.role ?? 'Pro', passwordHash: await passwordHash },
      Date.now(),
    );
  } finally {
    await db.close();
  }
  return { email, password: TEST_USER_PASSWORD, name };
}
