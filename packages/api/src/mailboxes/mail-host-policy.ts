/**
 * The address policy for the SMTP and IMAP servers users type (issue 27): the one the webhooks use
 * (packages/integrations/src/net/address-policy.ts), public addresses only unless
 * MAIL_ALLOW_PRIVATE_HOSTS=true (a local mail catcher in development).
 */
import type { AddressPolicy } from '@leadpath/integrations';
import type { AppDeps } from '../context.ts';

export function mailHostPolicyOf(deps: {
  config?: Pick<AppDeps['config'], 'mail'>;
  services?: Pick<AppDeps['services'], 'resolveHost'>;
}): AddressPolicy {
  return {
    allowPrivate: deps.config?.mail?.allowPrivateHosts ?? false,
    ...(deps.services?.resolveHost ? { resolve: deps.services.resolveHost } : {}),
  };
}
