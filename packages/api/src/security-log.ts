import type { Context } from './context.ts';
import { toTRPCError } from './errors.ts';

/** What happened, for whoever watches the logs for attacks: one name per kind of event. */
export type SecurityEvent =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'password_confirmation_failed'
  | 'lockout'
  | 'password_changed'
  | 'account_deleted'
  | 'api_key_refused'
  | 'access_denied'
  | 'impersonation_started'
  | 'impersonation_stopped'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'sign_up'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'plan_set_by_admin'
  | 'sign_in_link_mailed'
  | 'two_factor_codes_locked'
  | 'impersonation_refused';

/**
 * Who and from where, plus plain facts (a reason, a status, ids). Never a password, a session id, a
 * token or a key: the fields are chosen by hand at each call, nothing from a request is spread in.
 */
export interface SecurityEventFields {
  userId: string | null;
  ip: string;
  [fact: string]: string | number | boolean | null | readonly string[];
}

/** One JSON line on stdout per security event: `{"level":"info","msg":"security","event":...}`. */
export function logSecurityEvent(event: SecurityEvent, fields: SecurityEventFields): void {
  console.info(JSON.stringify({ level: 'info', msg: 'security', event, ...fields }));
}

/** A gate's 403 inside a procedure (plan, feature, admin, self only, a key's permission). */
export function logAccessDenied(
  ctx: Pick<Context, 'actor' | 'user' | 'request'>,
  error: unknown,
  where: string,
) {
  const refusal = toTRPCError(error);
  if (refusal.code !== 'FORBIDDEN') return;
  logSecurityEvent('access_denied', {
    userId: ctx.actor?.id ?? null,
    ip: ctx.request.ip,
    actingFor: ctx.user && ctx.user.id !== ctx.actor?.id ? ctx.user.id : null,
    where,
    reason: refusal.message,
  });
}
