import { randomBytes, randomUUID } from 'node:crypto';
import type { IntegrationKey } from '@leadpath/core';
import type { FlowStateStore } from '../flow-state/flow-state-store.ts';
import type { SandboxConnector } from './connector.ts';

/** As long as a connect session of the auth service lives (Nango: 30 minutes). */
const SESSION_TTL_MS = 30 * 60 * 1000;
/** A sandbox connection lasts until it is deleted; an expiry far beyond any install's life. */
const CONNECTION_TTL_MS = 100 * 365 * 24 * 60 * 60 * 1000;
const CONSENT = 'sandbox-consent';
const CONNECTION = 'sandbox-connection';

interface PendingSession {
  userId: string;
  providerConfigKey: IntegrationKey;
}

interface SandboxConnection {
  userId: string;
  providerConfigKey: IntegrationKey;
}

const subjectOf = (userId: string, providerConfigKey: IntegrationKey) => `${userId}\n${providerConfigKey}`;

/**
 * The embedded default: a consent page inside the app stands in for the provider's. Sessions and
 * connections live in the flow store (the app's database), as they live at the auth service, so a
 * consent started on one app instance is decided and confirmed on another.
 */
export function createSandboxConnector(
  store: FlowStateStore,
  now: () => number = Date.now,
): SandboxConnector {
  async function liveSession(userId: string, providerConfigKey: IntegrationKey, token: string) {
    const session = await store.get<PendingSession>(CONSENT, token, now());
    if (session?.data.userId !== userId || session.data.providerConfigKey !== providerConfigKey) return null;
    return session;
  }

  return {
    kind: 'sandbox',

    async startSession(user, providerConfigKey) {
      const token = randomBytes(24).toString('base64url');
      const createdAt = now();
      const expiresAt = createdAt + SESSION_TTL_MS;
      const data: PendingSession = { userId: user.id, providerConfigKey };
      await store.put(CONSENT, {
        id: token,
        subject: subjectOf(user.id, providerConfigKey),
        data,
        createdAt,
        expiresAt,
      });
      const url = `/connect/sandbox/${encodeURIComponent(providerConfigKey)}?session=${token}`;
      return { url, opensIn: 'same', expiresAt: new Date(expiresAt) };
    },

    async readSession(userId, providerConfigKey, token) {
      const session = await liveSession(userId, providerConfigKey, token);
      return session ? { providerConfigKey, expiresAt: new Date(session.expiresAt) } : null;
    },

    async decide(userId, providerConfigKey, token, decision) {
      if (!(await liveSession(userId, providerConfigKey, token))) return null;
      // Spent once: of two racing decisions (two instances, two tabs) only one finds it.
      if (!(await store.take(CONSENT, token, now()))) return null;
      if (decision === 'deny') return { connectionId: null };
      const connectionId = `sandbox-${randomUUID()}`;
      const createdAt = now();
      const data: SandboxConnection = { userId, providerConfigKey };
      const subject = subjectOf(userId, providerConfigKey);
      await store.put(CONNECTION, {
        id: connectionId,
        subject,
        data,
        createdAt,
        expiresAt: createdAt + CONNECTION_TTL_MS,
      });
      return { connectionId };
    },

    async confirmConnection({ userId, providerConfigKey, connectionId }) {
      if (connectionId !== undefined) {
        const connection = await store.get<SandboxConnection>(CONNECTION, connectionId, now());
        const matches =
          connection?.data.userId === userId && connection.data.providerConfigKey === providerConfigKey;
        return matches ? connectionId : null;
      }
      // Without an id: the user's newest connection to this app, as a webhook would have reported it.
      const newest = await store.newest(CONNECTION, subjectOf(userId, providerConfigKey), now());
      return newest ? newest.id : null;
    },

    async deleteConnection(_providerConfigKey, connectionId) {
      await store.remove(CONNECTION, connectionId);
    },
  };
}
