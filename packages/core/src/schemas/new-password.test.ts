import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../common-passwords.gen.ts';
import {
  isCommonPassword,
  newPasswordProblem,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
} from './new-password.ts';
import {
  changePasswordSchema,
  isRepetitivePassword,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_ONLY_SPACES,
  PASSWORD_REPETITIVE,
} from './password.ts';
import { createFirstAdminSchema } from './setup.ts';
import { resetPasswordSchema, signUpSchema } from './sign-up.ts';

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords of at least 8 characters, lowercase, no repeats', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(list.every((word) => word.length >= 8 && word === word.toLowerCase())).toBe(true);
  });

  // No timing asserted (a loaded machine fails any bound): the list is a Set, one lookup per check.
  it('is checked whatever the case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('lilac-harbour-engine-42')).toBe(false);
  });
});

describe('newPasswordProblem', () => {
  it('refuses a common password, the email address, its name part, and a short one', () => {
    expect(newPasswordProblem('iloveyou', 'ann@example.com')).toBe(PASSWORD_TOO_COMMON);
    expect(newPasswordProblem('Trustno1', null)).toBe(PASSWORD_TOO_COMMON);
    expect(newPasswordProblem('Ann.Smith@Example.com', 'ann.smith@example.com')).toBe(PASSWORD_IS_EMAIL);
    expect(newPasswordProblem('ann.smith', 'ann.smith@example.com')).toBe(PASSWORD_IS_EMAIL);
    expect(newPasswordProblem('short', 'ann@example.com')).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('short', null, 'Password must be at least 8 characters')).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('accepts an uncommon password of at least 8 characters', () => {
    expect(newPasswordProblem('lilac-harbour-engine-42', 'ann@example.com')).toBeNull();
    expect(newPasswordProblem('k7#qZ!w2', 'ann@example.com')).toBeNull();
  });
});

describe('whitespace-only and repetitive passwords', () => {
  it('finds one character or a pattern of up to four repeated, and nothing else', () => {
    for (const password of [
      'aaaaaaaa',
      'abababab',
      'abcabcab',
      'abcdabcdabcd',
      '11111111',
      '🙂🙂🙂🙂🙂🙂🙂🙂',
    ])
      expect(isRepetitivePassword(password), password).toBe(true);
    for (const password of ['abcdeabcde', 'aaaaaaab', 'lilac-harbour-engine-42', 'k7#qZ!w2'])
      expect(isRepetitivePassword(password), password).toBe(false);
  });

  it('are refused by every form that chooses a password: sign-up, reset, change, the first Admin', () => {
    const attempts: [string, string][] = [
      ['        ', PASSWORD_ONLY_SPACES],
      ['aaaaaaaa', PASSWORD_REPETITIVE],
    ];
    for (const [password, message] of attempts) {
      const inputs = [
        signUpSchema.safeParse({
          name: 'Ann',
          email: 'ann@example.com',
          password,
          confirmPassword: password,
        }),
        resetPasswordSchema.safeParse({ token: 't', password, confirmPassword: password }),
        changePasswordSchema.safeParse({
          currentPassword: 'old-one',
          newPassword: password,
          confirmPassword: password,
        }),
        createFirstAdminSchema.safeParse({
          name: 'Ann',
          email: 'ann@example.com',
          password,
          confirmPassword: password,
        }),
      ];
      for (const parsed of inputs)
        expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
    }
    expect(newPasswordProblem('        ', null)).toBe(PASSWORD_ONLY_SPACES);
    expect(newPasswordProblem('zqzqzqzq', 'ann@example.com')).toBe(PASSWORD_REPETITIVE);
  });
});
