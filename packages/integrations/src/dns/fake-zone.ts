import { DnsLookupError, type DnsResolver, type MxRecord, normalizeDnsName } from './resolver.ts';

export type FakeDnsRecord =
  | { name: string; type: 'TXT'; value: string }
  | { name: string; type: 'MX'; exchange: string; priority?: number };

/**
 * mailauth's `resolver` option: `(name, rrtype) => Promise<answer>` shaped like node:dns
 * `resolve(name, rrtype)` (TXT as lists of strings), failing with ENOTFOUND when there is nothing.
 */
export type MailauthResolver = (name: string, rrtype: string) => Promise<unknown[]>;

export interface FakeDnsZone extends DnsResolver {
  /** Adds a record (TXT values longer than 255 characters are served as several strings, as DNS does). */
  add(record: FakeDnsRecord): void;
  /** Removes every record of that name (and type, when given). */
  remove(name: string, type?: FakeDnsRecord['type']): void;
  /** Makes lookups of `name` fail as an unreachable server would (ETIMEOUT), until cleared. */
  fail(name: string, code?: string): void;
  clear(): void;
  records(): FakeDnsRecord[];
  /** The same zone for mailauth (dkimVerify / authenticate): lets the independent verifier read it. */
  mailauthResolver: MailauthResolver;
}

/** An in-memory DNS zone for tests: what is added is what lookups answer, nothing else. */
export function createFakeDnsZone(initial: FakeDnsRecord[] = []): FakeDnsZone {
  let records: FakeDnsRecord[] = [];
  const failures = new Map<string, string>();

  const at = (name: string, type: FakeDnsRecord['type']) => {
    const host = normalizeDnsName(name);
    const code = failures.get(host);
    if (code) throw new DnsLookupError(code, host);
    return records.filter((record) => normalizeDnsName(record.name) === host && record.type === type);
  };
  const txt = async (name: string) =>
    at(name, 'TXT').map((record) => (record.type === 'TXT' ? record.value : ''));
  const mx = async (name: string): Promise<MxRecord[]> =>
    at(name, 'MX').map((record) =>
      record.type === 'MX'
        ? { exchange: normalizeDnsName(record.exchange), priority: record.priority ?? 10 }
        : { exchange: '', priority: 0 },
    );

  const zone: FakeDnsZone = {
    txt,
    mx,
    add(record) {
      records.push(record);
    },
    remove(name, type) {
      const host = normalizeDnsName(name);
      records = records.filter(
        (record) => !(normalizeDnsName(record.name) === host && (!type || record.type === type)),
      );
    },
    fail(name, code = 'ETIMEOUT') {
      failures.set(normalizeDnsName(name), code);
    },
    clear() {
      records = [];
      failures.clear();
    },
    records: () => [...records],
    async mailauthResolver(name, rrtype) {
      const type = rrtype.toUpperCase();
      let answer: unknown[] = [];
      if (type === 'TXT') {
        answer = (await txt(name)).map((value) => value.match(/.{1,255}/gs) ?? ['']);
      } else if (type === 'MX') {
        answer = await mx(name);
      }
      if (answer.length === 0) {
        const error = new Error(`queryTxt ENOTFOUND ${name}`) as Error & { code: string };
        error.code = 'ENOTFOUND';
        throw error;
      }
      return answer;
    },
  };
  for (const record of initial) zone.add(record);
  return zone;
}
