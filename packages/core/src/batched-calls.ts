/**
 * The most procedure calls one request to /trpc may carry. The web client's batch link splits at
 * this size; the server refuses a larger batch with 400 before any call runs.
 */
export const MAX_BATCH_CALLS = 10;

/**
 * The procedures anyone may call, signed in or not. The server answers each alone, never inside a
 * batch, so every anonymous call is one request against the rate limit of its address; the web
 * client sends them unbatched. packages/api checks this list against the procedures themselves.
 */
export const UNBATCHED_PROCEDURES: readonly string[] = [
  'auth.login',
  'auth.logout',
  'auth.twoFactor',
  'billing.plans',
  'billing.webhook',
  'booking.book',
  'booking.page',
  'booking.slots',
  'config.public',
  'dialer.carrierStatus',
  'dialer.voicemailAudio',
  'dialer.browserCallVoice',
  'emailChange.confirm',
  'setup.createFirstAdmin',
  'setup.status',
  'signUp.create',
  'signUp.forgotPassword',
  'signUp.resetPassword',
  'signUp.verifyEmail',
];

export const BATCH_TOO_LARGE = `A request may batch at most ${MAX_BATCH_CALLS} calls; send the rest in another request`;

export const unbatchedProcedureInBatch = (path: string) =>
  `${path} cannot be batched with other calls; send it in a request of its own`;
