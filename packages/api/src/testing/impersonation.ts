import { IMPERSONATION_HEADER } from '@leadpath/core';
import type { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/**
 * Starts an impersonation as the app's admin panel does (POST /api/admin/impersonate from the Admin's
 * session) and returns the header later calls of that session send to act for the target.
 */
export async function startImpersonation(
  t: TestApp,
  adminCookie: string,
  targetEmail: string,
): Promise<Record<string, string>> {
  const res = await t.request('/api/admin/impersonate', {
    method: 'POST',
    cookie: adminCookie,
    json: { email: targetEmail },
  });
  if (res.status !== 200)
    throw new Error(`starting to impersonate ${targetEmail} failed with ${res.status}: ${await res.text()}`);
  const { impersonationData } = (await res.json()) as { impersonationData: unknown };
  return { [IMPERSONATION_HEADER]: JSON.stringify(impersonationData) };
}
