import { toE164 } from '@leadpath/core/phone-number';
import { type CallingHours, callingHoursVerdict } from './calling-hours.ts';

/** Calls to one number that failed (carrier failure or "wrong number") before the dialer stops trying it. */
export const BAD_NUMBER_FAILURES = 3;

export const ON_DO_NOT_CALL = 'On the do-not-call list';
export const REPEATED_FAILURES = `Skipped after ${BAD_NUMBER_FAILURES} failed calls to this number`;

export interface SkipFacts {
  phone: string;
  prospectTimeZone: string | null;
  prospectOnDoNotCall: boolean;
  /** E.164 numbers on the do-not-call list. */
  doNotCallNumbers: ReadonlySet<string>;
  /** Failed calls per E.164 number. */
  failuresByNumber: ReadonlyMap<string, number>;
  defaultCountryCode: string;
  fallbackTimeZone: string;
  hours: CallingHours;
  now: number;
}

export type SkipVerdict = { call: true; number: string } | { call: false; reason: string };

/** Whether the dialer may put this prospect on screen now, and if not, the reason the rep reads. */
export function skipVerdict(facts: SkipFacts): SkipVerdict {
  if (facts.prospectOnDoNotCall) return { call: false, reason: ON_DO_NOT_CALL };
  const number = toE164(facts.phone, { callingCode: facts.defaultCountryCode });
  if (!number.ok) return { call: false, reason: number.reason };
  if (facts.doNotCallNumbers.has(number.number)) return { call: false, reason: ON_DO_NOT_CALL };
  if ((facts.failuresByNumber.get(number.number) ?? 0) >= BAD_NUMBER_FAILURES)
    return { call: false, reason: REPEATED_FAILURES };
  const hours = callingHoursVerdict({
    now: facts.now,
    prospectTimeZone: facts.prospectTimeZone,
    fallbackTimeZone: facts.fallbackTimeZone,
    hours: facts.hours,
  });
  if (!hours.open) return { call: false, reason: hours.reason };
  return { call: true, number: number.number };
}
