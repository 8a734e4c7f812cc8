import { randomBytes, randomUUID } from 'node:crypto';
import type { IntegrationKey } from '@leadpath/core';
import type { SandboxConnector } from './connector.ts';

/** As long as a connect session of the auth service lives (Nango: 30 minutes). */
const SESSION_TTL_MS = 30 * 60 * 1000;

interface PendingSession {
  userId: string;
  providerConfigKey: IntegrationKey;
  expiresAt: number;
}

interface SandboxConnection {
  userId: string;
  providerConfigKey: IntegrationKey;
  createdAt: number;
}

/**
 * The embedded default: a consent page inside the app stands in for the provider's.
 * Sessions and connections live in memory, as they live at the auth service, not in our database.
 */
export function createSandboxConnector(now: () => number = Date.now): SandboxConnector {
  const sessions = new Map<string, PendingSession>();
  const connections = new Map<string, SandboxConnection>();

  function liveSession(userId: string, providerConfigKey: IntegrationKey, token: string) {
    const session = sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= now()) {
      sessions.delete(token);
      return null;
    }
    if (session.userId !== userId || session.providerConfigKey !== providerConfigKey) return null;
    return session;
  }

  return {
    kind: 'sandbox',

    async startSession(user, providerConfigKey) {
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now() + SESSION_TTL_MS;
      sessions.set(token, { userId: user.id, providerConfigKey, expiresAt });
      const url = `/connect/sandbox/${encodeURIComponent(providerConfigKey)}?session=${token}`;
      return { url, opensIn: 'same', expiresAt: new Date(expiresAt) };
    },

    readSession(userId, providerConfigKey, token) {
      const session = liveSession(userId, providerConfigKey, token);
      return session ? { providerConfigKey, expiresAt: new Date(session.expiresAt) } : null;
    },

    decide(userId, providerConfigKey, token, decision) {
      if (!liveSession(userId, providerConfigKey, token)) return null;
      sessions.delete(token);
      if (decision === 'deny') return { connectionId: null };
      const connectionId = `sandbox-${randomUUID()}`;
      connections.set(connectionId, { userId, providerConfigKey, createdAt: now() });
      return { connectionId };
    },

    async confirmConnection({ userId, providerConfigKey, connectionId }) {
      if (connectionId !== undefined) {
        const connection = connections.get(connectionId);
        const matches = connection?.userId === userId && connection.providerConfigKey === providerConfigKey;
        return matches ? connectionId : null;
      }
      // Without an id: the user's newest connection to this app, as a webhook would have reported it.
      let newest: [string, SandboxConnection] | null = null;
      for (const entry of connections) {
        const [, connection] = entry;
        if (connection.userId !== userId || connection.providerConfigKey !== providerConfigKey) continue;
        if (!newest || connection.createdAt >= newest[1].createdAt) newest = entry;
      }
      return newest ? newest[0] : null;
    },

    async deleteConnection(_providerConfigKey, connectionId) {
      connections.delete(connectionId);
    },
  };
}
