/** True for an address only this machine can reach: localhost, 127.0.0.0/8 or ::1 (brackets allowed). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** Where the server listens and where users reach it (env.ts names them). */
export interface ReachabilitySettings {
  HOST: string;
  PUBLIC_URL?: string;
}

/** Where users reach the app, when it names a host other than this machine. */
function publicHostOf(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  const host = new URL(publicUrl).hostname;
  return isLoopbackHost(host) ? null : host;
}

/**
 * How other machines reach this server, in words for a start-up message, or null when only this
 * machine does: directly (HOST beyond loopback) or through a proxy (PUBLIC_URL naming another host).
 */
export function reachableFromOtherMachines(settings: ReachabilitySettings): string | null {
  const publicHost = publicHostOf(settings.PUBLIC_URL);
  if (publicHost) return `PUBLIC_URL names ${publicHost}`;
  if (!isLoopbackHost(settings.HOST)) return `HOST=${settings.HOST} is reachable from other machines`;
  return null;
}
