export { decoyPasswordHash, hashPassword, verifyPassword } from './password.ts';
export {
  createSessionStore,
  SESSION_COOKIE_NAME,
  type SessionDevice,
  type SessionStore,
} from './sessions.ts';
