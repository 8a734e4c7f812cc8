export { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
export {
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from './recovery-codes.ts';
export {
  createSecretBox,
  DEVELOPMENT_SECRETS_KEY,
  DEVELOPMENT_SECRETS_KEY_LABEL,
  parseSecretsKey,
  type SecretBox,
  SecretBoxError,
} from './secret-box.ts';
export { storedSessionIdOf } from './session-id.ts';
export {
  createSessionStore,
  SECURE_SESSION_COOKIE_NAME,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_DAYS,
  type SessionDevice,
  type SessionStartOptions,
  type SessionStore,
  sessionCookieOf,
} from './sessions.ts';
export {
  generateTotpSecret,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  totpCode,
  totpSecretPurpose,
  totpStep,
  totpUri,
  verifyTotp,
} from './totp.ts';
