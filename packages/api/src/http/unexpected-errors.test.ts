import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { createTestApp } from '../testing/test-app.ts';

// /api answers an unexpected error with its generic JSON 500; any other path as Hono's default does.
// The server's error handler answers for /api since /api has no error handler of its own (ADR 094).
describe('an unexpected error', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a generic JSON 500 under /api, with the security headers', async () => {
    const t = createTestApp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A CORS preflight from another origin reads the database in /api's first middleware.
    vi.spyOn(t.db, 'get').mockRejectedValueOnce(new Error('disk I/O error'));
    const res = await t.request('/api/prospects', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: GENERIC_ERROR_MESSAGE });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is a plain 500 elsewhere, with the security headers', async () => {
    const t = createTestApp({
      mount: (app) =>
        app.get('/elsewhere', () => {
          throw new Error('broken');
        }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await t.request('/elsewhere');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal Server Error');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
