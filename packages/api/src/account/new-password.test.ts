import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '@leadpath/core/schemas/new-password';
import { PASSWORD_ONLY_SPACES, PASSWORD_REPETITIVE } from '@leadpath/core/schemas/password';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'Patricia.Lee@example.com', role: 'Pro' });
  const cookie = await t.signIn('patricia.lee@example.com');
  const change = (newPassword: string) =>
    t.request('/api/account/change-password', {
      method: 'POST',
      cookie,
      json: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    });
  return { ...t, change };
}

describe('a new password (NIST SP 800-63B 5.1.1.2)', () => {
  it('is refused when it is on the common-password list, whatever its case, under the field', async () => {
    const t = await setup();
    for (const common of ['password1', 'Iloveyou', 'QWERTYUIOP', 'trustno1']) {
      const res = await t.change(common);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: PASSWORD_TOO_COMMON,
        issues: [{ path: 'newPassword', message: PASSWORD_TOO_COMMON }],
      });
    }
    // Nothing changed: the old password still signs in.
    await t.signIn('patricia.lee@example.com', TEST_PASSWORD);
  });

  it('is refused when it is the email address, in any case', async () => {
    const t = await setup();
    for (const email of ['patricia.lee@example.com', 'PATRICIA.LEE@EXAMPLE.COM', 'patricia.lee']) {
      const res = await t.change(email);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(PASSWORD_IS_EMAIL);
    }
  });

  it('is refused when it is only spaces or one short pattern repeated, saying which', async () => {
    const t = await setup();
    const refusals: [string, string][] = [
      ['        ', PASSWORD_ONLY_SPACES],
      [' \t \t \t \t ', PASSWORD_ONLY_SPACES],
      ['aaaaaaaa', PASSWORD_REPETITIVE],
      ['zqzqzqzqzq', PASSWORD_REPETITIVE],
      ['x7#x7#x7#x7#', PASSWORD_REPETITIVE],
    ];
    for (const [password, message] of refusals) {
      const res = await t.change(password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message, issues: [{ path: 'newPassword', message }] });
    }
    await t.signIn('patricia.lee@example.com', TEST_PASSWORD);
  });

  it('costs no password attempt when refused', async () => {
    const t = await setup();
    for (let i = 0; i < 8; i++) expect((await t.change('password1')).status).toBe(400);
    expect((await t.change('lilac-harbour-engine-42')).status).toBe(200);
  });

  it('is accepted when uncommon, and then signs in', async () => {
    const t = await setup();
    expect((await t.change('lilac-harbour-engine-42')).status).toBe(200);
    await t.signIn('patricia.lee@example.com', 'lilac-harbour-engine-42');
  });
});
