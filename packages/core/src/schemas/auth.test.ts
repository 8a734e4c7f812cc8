import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './auth.ts';

const ORIGIN = 'https://app.example.com';

describe('safeCallbackPath', () => {
  it('keeps paths on this origin, with their query and hash', () => {
    expect(safeCallbackPath('/dashboard/companies', ORIGIN)).toBe('/dashboard/companies');
    expect(safeCallbackPath('/pricing?from=login#plans', ORIGIN)).toBe('/pricing?from=login#plans');
    expect(safeCallbackPath('https://app.example.com/invite/abc', ORIGIN)).toBe('/invite/abc');
    expect(safeCallbackPath('settings', ORIGIN)).toBe('/settings');
  });

  it('sends everything that leaves the origin to the dashboard', () => {
    for (const callback of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'http://app.example.com/dashboard',
      'https://app.example.com.evil.example/',
    ])
      expect(safeCallbackPath(callback, ORIGIN), JSON.stringify(callback)).toBe('/dashboard');
  });

  it('never returns a path a browser would read as another host', () => {
    expect(safeCallbackPath('https://app.example.com//evil.example', ORIGIN)).toBe('/evil.example');
  });

  it('falls back when there is no callback', () => {
    expect(safeCallbackPath(undefined, ORIGIN)).toBe('/dashboard');
    expect(safeCallbackPath('', ORIGIN)).toBe('/dashboard');
    expect(safeCallbackPath(null, ORIGIN, '/setup')).toBe('/setup');
  });
});
