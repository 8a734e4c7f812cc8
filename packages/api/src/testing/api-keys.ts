import type { CreateApiKeyInput, UpdateApiAccessSettingsInput } from '@leadpath/core/schemas/api-access';
import type { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** Turns API access on for the signed-in user, with any other settings given. */
export async function enableApiAccess(
  t: TestApp,
  cookie: string,
  settings: UpdateApiAccessSettingsInput = {},
) {
  const res = await t.request('/api/api-access/settings', {
    method: 'PATCH',
    cookie,
    json: { enabled: true, ...settings },
  });
  if (res.status !== 200) throw new Error(`enabling API access failed with ${res.status}`);
  return res.json();
}

/** Creates a key over REST and returns the whole answer (key, prefix, id, ...). */
export async function createApiKey(t: TestApp, cookie: string, input: Partial<CreateApiKeyInput> = {}) {
  const res = await t.request('/api/api-access/keys', {
    method: 'POST',
    cookie,
    json: { name: 'CI script', permissions: ['leads:read'], expiresIn: 30, ...input },
  });
  if (res.status !== 200) throw new Error(`creating a key failed with ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string; key: string; prefix: string; maskedKey: string };
}

/** A signed-in user with API access on and one key holding the given permissions. */
export async function userWithKey(t: TestApp, email: string, input: Partial<CreateApiKeyInput> = {}) {
  const cookie = await t.signIn(email);
  await enableApiAccess(t, cookie);
  const key = await createApiKey(t, cookie, input);
  return { cookie, ...key };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
