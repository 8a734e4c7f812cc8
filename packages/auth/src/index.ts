export { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
export {
  createSessionStore,
  SECURE_SESSION_COOKIE_NAME,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_DAYS,
  type SessionDevice,
  type SessionStore,
  sessionCookieOf,
} from './sessions.ts';
