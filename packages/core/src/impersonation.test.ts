import { describe, expect, it } from 'vitest';
import { impersonationRecordOf, parseImpersonationRecord } from './impersonation.ts';

const valid = { targetUserId: 'u_1', targetUserEmail: 'tina@demo.test', targetUserRole: 'Free' };

describe('parseImpersonationRecord', () => {
  it('reads a valid record and drops other fields', () => {
    expect(parseImpersonationRecord({ ...valid, extra: true })).toEqual(valid);
  });

  it('reads a number id, as older stored records may hold, as its string', () => {
    expect(parseImpersonationRecord({ ...valid, targetUserId: 12 })).toEqual({
      ...valid,
      targetUserId: '12',
    });
  });

  it('refuses an empty or non-finite id', () => {
    expect(parseImpersonationRecord({ ...valid, targetUserId: '' })).toBeNull();
    expect(parseImpersonationRecord({ ...valid, targetUserId: Number.NaN })).toBeNull();
    expect(parseImpersonationRecord({ ...valid, targetUserId: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('refuses a record with a missing field', () => {
    for (const field of Object.keys(valid)) {
      const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
      expect(parseImpersonationRecord(rest)).toBeNull();
    }
  });

  it('refuses an unknown role or a non-string email', () => {
    expect(parseImpersonationRecord({ ...valid, targetUserRole: 'Owner' })).toBeNull();
    expect(parseImpersonationRecord({ ...valid, targetUserRole: 'free' })).toBeNull();
    expect(parseImpersonationRecord({ ...valid, targetUserEmail: 3 })).toBeNull();
  });

  it('refuses anything that is not an object', () => {
    for (const value of [null, undefined, 'record', 12, true, JSON.stringify(valid)]) {
      expect(parseImpersonationRecord(value)).toBeNull();
    }
  });
});

describe('impersonationRecordOf', () => {
  it('makes a record that parses back to itself', () => {
    const record = impersonationRecordOf({ id: 'u_2', email: 'admin@demo.test', role: 'Admin' });
    expect(record).toEqual({
      targetUserId: 'u_2',
      targetUserEmail: 'admin@demo.test',
      targetUserRole: 'Admin',
    });
    expect(parseImpersonationRecord(record)).toEqual(record);
  });
});
