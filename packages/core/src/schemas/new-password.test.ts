import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from '../common-passwords.gen.ts';
import {
  isCommonPassword,
  newPasswordProblem,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
} from './new-password.ts';
import { NEW_PASSWORD_TOO_SHORT } from './password.ts';

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords of at least 8 characters, lowercase, no repeats', () => {
    const list = COMMON_PASSWORDS.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(list.every((word) => word.length >= 8 && word === word.toLowerCase())).toBe(true);
  });

  it('is checked whatever the case, and quickly', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('lilac-harbour-engine-42')).toBe(false);
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) isCommonPassword(`candidate-${i}`);
    expect(performance.now() - started).toBeLessThan(100);
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
