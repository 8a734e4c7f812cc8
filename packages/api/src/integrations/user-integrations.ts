import { randomUUID } from 'node:crypto';
import { canUseIntegration, catalogueEntryOf, type IntegrationKey, integrationKeys } from '@leadpath/core';
import { type AppDatabase, type UserIntegrationRow, type UserRow, userIntegrations } from '@leadpath/db';
import { ConnectorUnavailableError } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PICK_A_PLAN } from '../trpc.ts';

export const CONNECTION_NOT_CONFIRMED =
  'The connection could not be confirmed. Please connect the app again.';
export const CONNECTOR_UNAVAILABLE = 'The connection service is not available right now. Please try again.';
export const FAILED_TO_DEAUTHORIZE = 'Failed to deauthorize';
export const NOT_CONNECTED = 'This app is not connected';

export const userIntegrationSchema = z.object({
  providerConfigKey: z.enum(integrationKeys),
  addedDate: z.string(),
});

export function toUserIntegration(row: UserIntegrationRow): z.infer<typeof userIntegrationSchema> {
  return { providerConfigKey: row.providerConfigKey, addedDate: row.addedDate.toISOString() };
}

export function listUserIntegrations(db: AppDatabase, userId: string): Promise<UserIntegrationRow[]> {
  return db
    .select()
    .from(userIntegrations)
    .where(eq(userIntegrations.userId, userId))
    .orderBy(asc(userIntegrations.addedDate), asc(userIntegrations.providerConfigKey))
    .all();
}

export function findUserIntegration(db: AppDatabase, userId: string, key: IntegrationKey) {
  return db
    .select()
    .from(userIntegrations)
    .where(and(eq(userIntegrations.userId, userId), eq(userIntegrations.providerConfigKey, key)))
    .get();
}

/** The integration gate of spec §6, enforced on every connect step. */
export function assertMayConnect(user: UserRow, key: IntegrationKey, now: number): void {
  if (!canUseIntegration(user, key, now)) throw new TRPCError({ code: 'FORBIDDEN', message: PICK_A_PLAN });
}

/** Calls the auth service; its outage becomes a 502 with a message a user can act on. */
export async function viaConnector<T>(call: () => Promise<T>, message = CONNECTOR_UNAVAILABLE): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ConnectorUnavailableError) {
      throw new TRPCError({ code: 'BAD_GATEWAY', message, cause: error });
    }
    throw error;
  }
}

/** Records a confirmed connection; connecting an app again replaces its connection. */
export function saveUserIntegration(
  db: AppDatabase,
  userId: string,
  key: IntegrationKey,
  connectionId: string,
  now: number,
): Promise<UserIntegrationRow> {
  const addedDate = new Date(now);
  return db
    .insert(userIntegrations)
    .values({ id: randomUUID(), userId, providerConfigKey: key, connectionId, addedDate })
    .onConflictDoUpdate({
      target: [userIntegrations.userId, userIntegrations.providerConfigKey],
      set: { connectionId, addedDate },
    })
    .returning()
    .get();
}

export function connectedMessage(key: IntegrationKey): string {
  return `${catalogueEntryOf(key).title} connected`;
}

/** The user's current connection id of an integration, or null when it is not connected. */
export async function connectionIdOf(
  db: AppDatabase,
  userId: string,
  providerConfigKey: IntegrationKey,
): Promise<string | null> {
  const row = await db
    .select({ connectionId: userIntegrations.connectionId })
    .from(userIntegrations)
    .where(
      and(eq(userIntegrations.userId, userId), eq(userIntegrations.providerConfigKey, providerConfigKey)),
    )
    .get();
  return row?.connectionId ?? null;
}
