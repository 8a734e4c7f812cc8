import { isPublicAddress, isRefusedHostAsTyped } from '@leadpath/integrations';

/**
 * Where a webhook may be sent. A user types the URL and the server POSTs to it, so without a check an
 * endpoint could reach the server's own machine or its private network (SSRF): the address of every
 * delivery must be a public unicast one, by the one address policy the mail connections use too
 * (packages/integrations/src/net/address-policy.ts). The URL is checked as typed when it is saved, and
 * again at each delivery on the addresses its name resolves to (the connection then goes to the
 * address that passed, so a name that changes its answer between the check and the connection gains nothing).
 */
export { isPublicAddress };

export const WEBHOOK_HTTPS_REQUIRED = 'The URL must start with https://';
export const WEBHOOK_PRIVATE_TARGET =
  'Webhooks cannot be sent to localhost, private, link-local or multicast addresses. Use a public address.';
export const webhookResolvedToPrivate = (host: string, address: string) =>
  `${host} resolves to ${address}, a localhost, private, link-local or multicast address: not delivered`;

export interface WebhookTargetPolicy {
  /** https only (NODE_ENV=production), unless private targets are allowed. */
  requireHttps: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS=true: development and tests, to reach a receiver on this machine. */
  allowPrivateTargets: boolean;
}

/** Why a URL is refused as it is written (checked when saved and before each delivery), or null. */
export function webhookUrlRefusal(rawUrl: string, policy: WebhookTargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'Enter a URL such as https://example.com/webhooks/leadpath';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a URL such as https://example.com/webhooks/leadpath';
  if (policy.allowPrivateTargets) return null;
  if (policy.requireHttps && url.protocol !== 'https:') return WEBHOOK_HTTPS_REQUIRED;
  if (isRefusedHostAsTyped(url.hostname)) return WEBHOOK_PRIVATE_TARGET;
  return null;
}

/** The policy of the app's config; absent: https required and private targets refused. */
export function webhookPolicyOf(config: { webhooks?: Partial<WebhookTargetPolicy> }): WebhookTargetPolicy {
  return {
    requireHttps: config.webhooks?.requireHttps ?? true,
    allowPrivateTargets: config.webhooks?.allowPrivateTargets ?? false,
  };
}
