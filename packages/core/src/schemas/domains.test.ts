import { describe, expect, it } from 'vitest';
import { quotedTxtStrings, TXT_STRING_MAX_LENGTH, txtRecordStrings } from './domains.ts';

describe('TXT values over 255 characters', () => {
  const dkim = `v=DKIM1; k=rsa; p=${'A'.repeat(392)}`;

  it('are cut into strings of at most 255 characters that join back into the value', () => {
    const strings = txtRecordStrings(dkim);
    expect(strings).toHaveLength(2);
    expect(strings.every((part) => part.length <= TXT_STRING_MAX_LENGTH)).toBe(true);
    expect(strings[0]).toHaveLength(255);
    expect(strings.join('')).toBe(dkim);
  });

  it('are written as quoted strings; a short value stays one string', () => {
    expect(quotedTxtStrings(dkim)).toBe(`"${dkim.slice(0, 255)}" "${dkim.slice(255)}"`);
    expect(quotedTxtStrings('v=DMARC1; p=none')).toBe('"v=DMARC1; p=none"');
    expect(quotedTxtStrings('a"b\\c')).toBe('"a\\"b\\\\c"');
  });
});
