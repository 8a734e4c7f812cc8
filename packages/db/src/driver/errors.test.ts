import { describe, expect, it } from 'vitest';
import { users } from '../schema/users.ts';
import { createTestDatabase } from '../testing.ts';
import { isUniqueViolation } from './errors.ts';

const user = (id: string, email: string) => ({
  id,
  email,
  name: id,
  passwordHash: 'x',
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('isUniqueViolation', () => {
  it('recognises a duplicate key through the query error Drizzle wraps it in', async () => {
    const db = createTestDatabase();
    await db.insert(users).values(user('u1', 'a@example.test'));
    const duplicateEmail = await db
      .insert(users)
      .values(user('u2', 'a@example.test'))
      .catch((error) => error);
    const duplicateId = await db
      .insert(users)
      .values(user('u1', 'b@example.test'))
      .catch((error) => error);
    expect(isUniqueViolation(duplicateEmail)).toBe(true);
    expect(isUniqueViolation(duplicateId)).toBe(true);
  });

  it('leaves other errors alone', async () => {
    const db = createTestDatabase();
    const missingColumn = await db
      .insert(users)
      .values({ id: 'u3' } as never)
      .catch((error) => error);
    expect(isUniqueViolation(missingColumn)).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
