import type { IntegrationKey } from '@leadpath/core';

/** Who connects: the end user the connection will belong to. */
export interface ConnectingUser {
  id: string;
  email: string;
  name: string;
}

export interface ConnectSession {
  /** Where to send the browser: the consent page of the sandbox or of the auth service. */
  url: string;
  /**
   * same: the page is the app's own and returns by redirect (the sandbox). popup: the auth service's
   * hosted page cannot come back, so it opens in a window and the app saves once that window closes.
   */
  opensIn: 'same' | 'popup';
  expiresAt: Date;
}

export interface ConnectionClaim {
  userId: string;
  providerConfigKey: IntegrationKey;
  /** The connection id the browser brought back; without it the connector looks for the user's newest one. */
  connectionId?: string;
}

/** The auth service could not be reached or answered with an error. */
export class ConnectorUnavailableError extends Error {
  override name = 'ConnectorUnavailableError';
}

/** OAuth-style connect: start a session for one app, then confirm the connection server-side before saving it. */
export interface ConnectorBase {
  startSession(user: ConnectingUser, providerConfigKey: IntegrationKey): Promise<ConnectSession>;
  /** The confirmed connection id, or null when the service knows no such connection for this user and app. */
  confirmConnection(claim: ConnectionClaim): Promise<string | null>;
  /** Revokes the connection at the service; a connection it no longer knows counts as removed. */
  deleteConnection(providerConfigKey: IntegrationKey, connectionId: string): Promise<void>;
}

/** The decision on the sandbox consent page, as the auth service's own page would take it. */
export interface SandboxConsentSession {
  providerConfigKey: IntegrationKey;
  expiresAt: Date;
}

export interface SandboxConnector extends ConnectorBase {
  kind: 'sandbox';
  /** The pending session behind a consent link, or null when it is unknown, expired or another user's. */
  readSession(
    userId: string,
    providerConfigKey: IntegrationKey,
    token: string,
  ): Promise<SandboxConsentSession | null>;
  /** Allow: creates the connection and returns its id; Deny: forgets the session and returns null. */
  decide(
    userId: string,
    providerConfigKey: IntegrationKey,
    token: string,
    decision: 'allow' | 'deny',
  ): Promise<{ connectionId: string | null } | null>;
}

export interface RemoteConnector extends ConnectorBase {
  kind: 'nango';
}

export type Connector = SandboxConnector | RemoteConnector;
