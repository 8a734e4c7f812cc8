import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane (the library's default algorithm is argon2id).
const argon2Options = { memoryCost: 19456, timeCost: 2, outputLen: 32, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch (error) {
    // A malformed stored hash must not sign anyone in, but it must be seen.
    console.error(
      JSON.stringify({ level: 'error', msg: 'password hash could not be verified', error: String(error) }),
    );
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  return decoyHash;
}
