import { Resolver } from 'node:dns/promises';
import { DnsLookupError, type DnsResolver, NOT_FOUND_CODES, normalizeDnsName } from './resolver.ts';

export interface SystemDnsResolverOptions {
  /** Per-try timeout in ms; 5 s by default. */
  timeoutMs?: number;
  /** Tries per query; 2 by default. */
  tries?: number;
  /** Name servers to ask (e.g. ['1.1.1.1']); the system's by default. */
  servers?: string[];
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}

/** The real resolver: node:dns/promises (c-ares), not the OS's getaddrinfo. */
export function createSystemDnsResolver(options: SystemDnsResolverOptions = {}): DnsResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 5_000, tries: options.tries ?? 2 });
  if (options.servers?.length) resolver.setServers(options.servers);

  async function lookup<T>(name: string, query: (host: string) => Promise<T[]>): Promise<T[]> {
    const host = normalizeDnsName(name);
    try {
      return await query(host);
    } catch (error) {
      const code = codeOf(error);
      if (NOT_FOUND_CODES.has(code)) return [];
      throw new DnsLookupError(code, host);
    }
  }

  return {
    async txt(name) {
      const records = await lookup(name, (host) => resolver.resolveTxt(host));
      return records.map((chunks) => chunks.join(''));
    },
    async mx(name) {
      const records = await lookup(name, (host) => resolver.resolveMx(host));
      return records.map((record) => ({
        exchange: normalizeDnsName(record.exchange),
        priority: record.priority,
      }));
    },
  };
}
