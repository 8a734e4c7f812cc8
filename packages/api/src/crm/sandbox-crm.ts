import { randomUUID } from 'node:crypto';
import { type CrmObject, type CrmProviderKey, crmProviderLabels } from '@leadpath/core';
import { type AppDatabase, sandboxCrmFields, sandboxCrmOrgs, sandboxCrmRecords } from '@leadpath/db';
import {
  CrmError,
  type CrmField,
  type CrmProvider,
  type CrmRecordInput,
  type CrmUpsertResult,
  connectionCheckOf,
  type NewCrmField,
  salesforceRequiredSent,
} from '@leadpath/integrations';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { sandboxRecordIdOf, sandboxStandardFields } from './sandbox-crm-catalogue.ts';

const objectLabels: Record<CrmProviderKey, Record<CrmObject, string>> = {
  salesforce: { contact: 'Contact', account: 'Account' },
  hubspot: { contact: 'contacts', account: 'companies' },
};

/** The embedded CRM: fields, custom fields and records in the database, with simulated failures. */
const accountLinkField: Record<CrmProviderKey, string> = {
  salesforce: 'AccountId',
  hubspot: 'associatedcompanyid',
};

export function createSandboxCrm(
  db: AppDatabase,
  now: () => number,
  userId: string,
  provider: CrmProviderKey,
) {
  const crmName = crmProviderLabels[provider];
  const owned = (object: CrmObject) =>
    and(
      eq(sandboxCrmFields.userId, userId),
      eq(sandboxCrmFields.provider, provider),
      eq(sandboxCrmFields.object, object),
    );

  /** Throws as the real CRM would when the user switched a failure on for this org. */
  async function assertOrgAvailable() {
    const org = await db
      .select()
      .from(sandboxCrmOrgs)
      .where(and(eq(sandboxCrmOrgs.userId, userId), eq(sandboxCrmOrgs.provider, provider)))
      .get();
    if (org?.simulatedFailure === 'inactive_org')
      throw new CrmError('inactive_org', `This ${crmName} org is inactive.`);
    if (org?.simulatedFailure === 'token_expired') {
      throw new CrmError(
        'token_expired',
        `Your ${crmName} session has expired. Disconnect and reconnect ${crmName}.`,
      );
    }
  }

  async function fieldsOf(object: CrmObject): Promise<CrmField[]> {
    const custom = await db.select().from(sandboxCrmFields).where(owned(object)).all();
    return [
      ...sandboxStandardFields[provider][object],
      ...custom.map((field) => ({
        id: field.name,
        label: field.label,
        type: field.type,
        required: field.required,
        createable: true,
        updateable: true,
        custom: true,
      })),
    ];
  }

  function problemOf(object: CrmObject, fields: CrmField[], record: CrmRecordInput): string | null {
    const known = new Set(fields.map((field) => field.id));
    const unknown = Object.keys(record.fields).find((key) => !known.has(key));
    if (unknown) return `No field ${unknown} on ${objectLabels[provider][object]}`;
    if (record.externalId) return null;
    const missing = fields.find(
      (field) =>
        field.required &&
        (record.fields[field.id] === undefined ||
          record.fields[field.id] === null ||
          record.fields[field.id] === ''),
    );
    return missing ? `Required field missing: ${missing.id}` : null;
  }

  /**
   * HubSpot keys contacts by email, so a second push of the same email updates the first record: the
   * contacts already holding the emails of a batch, found in one query (one per record read every
   * contact of the user: a sync grew quadratically with the list).
   */
  async function contactsByEmail(
    object: CrmObject,
    records: readonly CrmRecordInput[],
  ): Promise<Map<string, string>> {
    const byEmail = new Map<string, string>();
    if (provider !== 'hubspot' || object !== 'contact') return byEmail;
    const emails = [
      ...new Set(
        records.flatMap(({ fields }) =>
          typeof fields.email === 'string' && fields.email ? [fields.email.toLowerCase()] : [],
        ),
      ),
    ];
    if (emails.length === 0) return byEmail;
    const email = sql<string>`lower(json_extract(${sandboxCrmRecords.data}, '$.email'))`;
    const rows = await db
      .select({ id: sandboxCrmRecords.id, email })
      .from(sandboxCrmRecords)
      .where(
        and(
          eq(sandboxCrmRecords.userId, userId),
          eq(sandboxCrmRecords.provider, provider),
          eq(sandboxCrmRecords.object, object),
          inArray(email, emails),
        ),
      )
      .orderBy(asc(sandboxCrmRecords.createdAt))
      .all();
    for (const row of rows) if (!byEmail.has(row.email)) byEmail.set(row.email, row.id);
    return byEmail;
  }

  function existingIdOf(record: CrmRecordInput, byEmail: Map<string, string>): string | null {
    if (record.externalId) return record.externalId;
    const email = record.fields.email;
    return typeof email === 'string' && email ? (byEmail.get(email.toLowerCase()) ?? null) : null;
  }

  const sandbox: CrmProvider = {
    provider,

    async listFields(object) {
      await assertOrgAvailable();
      return fieldsOf(object);
    },

    async createField(field: NewCrmField) {
      await assertOrgAvailable();
      // What the provider's API would create: Salesforce's required applies to some types, HubSpot has none.
      const required = provider === 'salesforce' ? salesforceRequiredSent(field) : false;
      // The check that the name is free and the insert in one transaction: two creations at once make one field.
      await db.transaction(async (tx) => {
        const taken = (await fieldsOf(field.object)).some(
          (existing) => existing.id.toLowerCase() === field.name.toLowerCase(),
        );
        if (taken) {
          throw new CrmError(
            'field_exists',
            `A field named ${field.name} already exists on ${objectLabels[provider][field.object]}`,
          );
        }
        await tx
          .insert(sandboxCrmFields)
          .values({
            id: randomUUID(),
            userId,
            provider,
            object: field.object,
            name: field.name,
            label: field.label,
            type: field.type,
            required,
            length: field.length ?? null,
            description: field.description,
            groupName: field.groupName ?? null,
            options: field.options ?? (field.picklistValues ?? []).map((value) => ({ label: value, value })),
            createdAt: new Date(now()),
          })
          .run();
      });
      return {
        id: field.name,
        label: field.label,
        type: field.type,
        required,
        createable: true,
        updateable: true,
        custom: true,
      };
    },

    async upsertRecords(object, records) {
      await assertOrgAvailable();
      const fields = await fieldsOf(object);
      const at = new Date(now());
      // The contacts found by email and the records written in one transaction: a second push of the
      // same email meanwhile cannot create the contact twice.
      return db.transaction(async (tx) => {
        const byEmail = await contactsByEmail(object, records);
        const results: CrmUpsertResult[] = [];
        for (const record of records) {
          const problem = problemOf(object, fields, record);
          if (problem) {
            results.push({ ok: false, error: problem });
            continue;
          }
          // The contact's account link, stored as each CRM shows it (Salesforce AccountId, HubSpot associatedcompanyid).
          const data =
            object === 'contact' && record.accountExternalId
              ? { ...record.fields, [accountLinkField[provider]]: record.accountExternalId }
              : record.fields;
          const existingId = existingIdOf(record, byEmail);
          const existing = existingId
            ? await tx
                .select()
                .from(sandboxCrmRecords)
                .where(and(eq(sandboxCrmRecords.id, existingId), eq(sandboxCrmRecords.userId, userId)))
                .get()
            : undefined;
          if (existing) {
            await tx
              .update(sandboxCrmRecords)
              .set({ data: { ...existing.data, ...data }, updatedAt: at })
              .where(eq(sandboxCrmRecords.id, existing.id))
              .run();
            results.push({ ok: true, externalId: existing.id });
            continue;
          }
          if (record.externalId) {
            results.push({ ok: false, error: `No ${objectLabels[provider][object]} ${record.externalId}` });
            continue;
          }
          const id = sandboxRecordIdOf(provider, object, randomUUID());
          await tx
            .insert(sandboxCrmRecords)
            .values({ id, userId, provider, object, data, createdAt: at, updatedAt: at })
            .run();
          if (provider === 'hubspot' && object === 'contact' && typeof data.email === 'string' && data.email)
            byEmail.set(data.email.toLowerCase(), id);
          results.push({ ok: true, externalId: id });
        }
        return results;
      });
    },

    async checkConnection() {
      try {
        await assertOrgAvailable();
        return { connected: true, error: null, errorType: null };
      } catch (error) {
        return connectionCheckOf(error);
      }
    },
  };
  return sandbox;
}
