import { describe, expect, it } from 'vitest';
import { phoneFacts, toE164 } from './phone-number.ts';

describe('phone numbers: one normaliser for the dialer and enrichment', () => {
  it('reads a national number in a country or a calling code alike', () => {
    expect(toE164('01 23 45 67 89', { country: 'FR' })).toEqual({ ok: true, number: '+33123456789' });
    expect(toE164('01 23 45 67 89', { callingCode: '33' })).toEqual({ ok: true, number: '+33123456789' });
  });

  it('gives the country and line type of a valid number, and nothing for an invalid one', () => {
    expect(phoneFacts('+33 6 12 34 56 78')).toEqual({
      e164: '+33612345678',
      country: 'FR',
      lineType: 'mobile',
    });
    expect(phoneFacts('+1 555 010 0002')).toBeNull();
    expect(phoneFacts('  ')).toBeNull();
  });
});
