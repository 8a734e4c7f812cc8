import { type CrmObject, hubspotObjectTypeOf } from '@leadpath/core';
import { type CrmCredentialSource, fixedCredentials } from './crm-credentials.ts';
import { type CrmHttpOptions, type CrmHttpResponse, crmFetchJson } from './crm-http.ts';
import {
  CrmError,
  type CrmField,
  type CrmFieldValue,
  type CrmProvider,
  type CrmRecordInput,
  type CrmUpsertResult,
  connectionCheckOf,
  type NewCrmField,
} from './crm-provider.ts';
import type { RequestPacer } from './request-window.ts';

/** Where the calls go and as whom: one fixed token, or the credentials of a user's connection. */
export type HubspotAccess =
  | {
      /** https://api.hubapi.com */
      baseUrl: string;
      /** A private app token or an OAuth access token. */
      accessToken: string;
    }
  | { credentials: CrmCredentialSource };

export type HubspotConfig = HubspotAccess & {
  http?: CrmHttpOptions;
  /** The account's limit per 10 s: 100 (Free, Starter) or 190 (Professional, Enterprise); 100 by default. */
  requestsPer10Seconds?: number;
  /**
   * The account's request window, shared by every client of the same account on every instance
   * (HubSpot limits per account); absent: a sync step is paced by this client's own requests.
   */
  pacer?: RequestPacer;
};

/** HubSpot's error body: {status: 'error', message, category, correlationId}. */
interface HubspotErrorBody {
  message?: string;
  category?: string;
}

interface HubspotProperty {
  name: string;
  label: string;
  type: string;
  fieldType: string;
  hubspotDefined?: boolean;
  calculated?: boolean;
  modificationMetadata?: { readOnlyValue?: boolean };
}

/** The HubSpot property type and form field type of each type the dialog offers (spec §9). */
const propertyTypeOf: Record<string, { type: string; fieldType: string }> = {
  string: { type: 'string', fieldType: 'text' },
  number: { type: 'number', fieldType: 'number' },
  date: { type: 'date', fieldType: 'date' },
  datetime: { type: 'datetime', fieldType: 'date' },
  enumeration: { type: 'enumeration', fieldType: 'select' },
  bool: { type: 'bool', fieldType: 'booleancheckbox' },
};

function crmErrorOf(response: CrmHttpResponse): CrmError {
  const body = (response.body && typeof response.body === 'object' ? response.body : {}) as HubspotErrorBody;
  if (response.status === 401) {
    return body.category === 'EXPIRED_AUTHENTICATION'
      ? new CrmError('token_expired', 'Your HubSpot session has expired. Disconnect and reconnect HubSpot.')
      : new CrmError(
          'invalid_credentials',
          'HubSpot rejected the credentials. Disconnect and reconnect HubSpot.',
        );
  }
  if (response.status === 409 || body.category === 'OBJECT_ALREADY_EXISTS') {
    return new CrmError('field_exists', body.message ?? 'This property already exists');
  }
  if (response.status >= 500)
    return new CrmError('unavailable', 'HubSpot is not available. Please try again.');
  return new CrmError('invalid_request', body.message ?? `HubSpot refused the request (${response.status})`);
}

/** HubSpot's batch endpoints take at most 100 inputs a call. */
export const HUBSPOT_BATCH_SIZE = 100;

/** The property group a new property goes to when none is chosen: the object's own information group. */
const defaultGroupOf: Record<CrmObject, string> = {
  contact: 'contactinformation',
  account: 'companyinformation',
};

/**
 * HubSpot property values are strings. A null value clears the property on an update (HubSpot clears a
 * property sent as an empty string) and is left out of a create, where there is nothing to clear.
 */
function hubspotProperties(fields: Record<string, CrmFieldValue>, update: boolean): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null) properties[key] = String(value);
    else if (update) properties[key] = '';
  }
  return properties;
}

function chunksOf<T>(items: readonly T[], size = HUBSPOT_BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** A batch answer (200, 201 or 207): the records written and the errors of the others. */
interface HubspotBatchAnswer {
  results?: { id: string; objectWriteTraceId?: string; properties?: Record<string, string | null> }[];
  errors?: { message?: string; context?: Record<string, string[]> }[];
}

/** The message of the batch error that names a record (by id or trace id), else the first one. */
function batchErrorOf(answer: HubspotBatchAnswer, ...keys: string[]): string {
  const named = answer.errors?.find((error) =>
    Object.values(error.context ?? {}).some((values) => values.some((value) => keys.includes(value))),
  );
  return (named ?? answer.errors?.[0])?.message ?? 'Not confirmed by HubSpot';
}

/**
 * Which created record answers which input: by the objectWriteTraceId HubSpot echoes; an answer
 * without trace ids falls back to the results whose properties hold what the input sent, when there are
 * as many as inputs that sent the same (never to the order of the results, which HubSpot does not
 * promise). Unmatched: undefined.
 */
function createdIdMatcher(
  answer: HubspotBatchAnswer,
  inputs: { trace: string; properties: Record<string, string> }[],
): (trace: string) => string | undefined {
  const results = answer.results ?? [];
  const byTrace = new Map(results.map((result) => [result.objectWriteTraceId ?? '', result.id]));
  byTrace.delete('');
  if (byTrace.size > 0) return (trace) => byTrace.get(trace);
  const holds = (result: (typeof results)[number], properties: Record<string, string>) =>
    Object.entries(properties).every(([key, value]) => result.properties?.[key] === value);
  return (trace) => {
    const input = inputs.find((item) => item.trace === trace);
    if (!input) return undefined;
    // Inputs that sent the same properties are interchangeable: the k-th of them takes the k-th match.
    const twins = inputs.filter(
      (other) => JSON.stringify(other.properties) === JSON.stringify(input.properties),
    );
    const matches = results.filter((result) => holds(result, input.properties));
    return matches.length === twins.length ? matches[twins.indexOf(input)]?.id : undefined;
  };
}

/** One failed batch call fails its records when HubSpot refused the request; anything else stops the sync. */
function refusedBatch(error: unknown): CrmUpsertResult {
  if (error instanceof CrmError && error.kind !== 'invalid_request') throw error;
  return { ok: false, error: error instanceof Error ? error.message : 'Rejected by HubSpot' };
}

export function createHubspotClient(config: HubspotConfig): CrmProvider {
  const credentials =
    'credentials' in config ? config.credentials : fixedCredentials(config.baseUrl, config.accessToken);
  const pacer = config.pacer;
  const requests = pacer?.requests ?? config.requestsPer10Seconds ?? 100;
  let made = 0;

  /** One call; a 401 with a refreshable source is tried once more with a fresh token. */
  async function call(method: string, path: string, body?: unknown) {
    let access = await credentials.get();
    for (let attempt = 0; ; attempt += 1) {
      made += 1;
      await pacer?.note();
      const response = await crmFetchJson(
        `${access.baseUrl.replace(/\/$/, '')}${path}`,
        { method, token: access.accessToken, body },
        config.http,
      );
      if (response.status === 401 && attempt === 0 && credentials.refreshable) {
        access = await credentials.get({ refresh: true });
        continue;
      }
      if (response.status >= 400) throw crmErrorOf(response);
      return response.body;
    }
  }

  function fieldOf(property: HubspotProperty): CrmField {
    const writable = !property.calculated && !property.modificationMetadata?.readOnlyValue;
    return {
      id: property.name,
      label: property.label,
      type: property.type,
      required: false,
      createable: writable,
      updateable: writable,
      custom: property.hubspotDefined !== true,
    };
  }

  async function upsertContacts(records: readonly CrmRecordInput[]): Promise<CrmUpsertResult[]> {
    const results = new Array<CrmUpsertResult>(records.length);
    // One input per email: HubSpot refuses a batch naming the same contact twice. Records sharing an
    // email share the contact; their properties are merged in order.
    const byEmail = new Map<string, { indexes: number[]; properties: Record<string, string> }>();
    records.forEach((record, index) => {
      const email = typeof record.fields.email === 'string' ? record.fields.email.trim().toLowerCase() : '';
      if (!email) {
        results[index] = { ok: false, error: 'HubSpot contacts need an email' };
        return;
      }
      const properties = hubspotProperties(record.fields, record.externalId !== null);
      const same = byEmail.get(email);
      if (same) {
        same.indexes.push(index);
        Object.assign(same.properties, properties);
      } else byEmail.set(email, { indexes: [index], properties });
    });
    // Batch upsert takes 100 inputs; results are matched back by email, since their order is not promised.
    for (const chunk of chunksOf([...byEmail.entries()])) {
      let answer: HubspotBatchAnswer;
      try {
        answer = (await call('POST', '/crm/v3/objects/contacts/batch/upsert', {
          inputs: chunk.map(([email, item]) => ({
            idProperty: 'email',
            id: email,
            properties: item.properties,
          })),
        })) as HubspotBatchAnswer;
      } catch (error) {
        const failed = refusedBatch(error);
        for (const [, item] of chunk) for (const index of item.indexes) results[index] = failed;
        continue;
      }
      const idByEmail = new Map(
        (answer.results ?? []).map((result) => [(result.properties?.email ?? '').toLowerCase(), result.id]),
      );
      // One link per contact and company, however many records share them.
      const links = new Map<string, { indexes: number[]; contactId: string; companyId: string }>();
      for (const [email, item] of chunk) {
        const id = idByEmail.get(email);
        for (const index of item.indexes) {
          results[index] = id
            ? { ok: true, externalId: id }
            : { ok: false, error: batchErrorOf(answer, email) };
          const companyId = records[index]?.accountExternalId;
          if (!id || !companyId) continue;
          const link = links.get(`${id}>${companyId}`) ?? { indexes: [], contactId: id, companyId };
          link.indexes.push(index);
          links.set(`${id}>${companyId}`, link);
        }
      }
      for (const linkChunk of chunksOf([...links.values()])) await associateWithCompanies(linkChunk, results);
    }
    return results;
  }

  /** Links upserted contacts to their companies (v4 default association); a contact left unlinked fails. */
  async function associateWithCompanies(
    links: { indexes: number[]; contactId: string; companyId: string }[],
    results: CrmUpsertResult[],
  ): Promise<void> {
    const unlinked = (reason: string) => ({
      ok: false as const,
      error: `Not linked to its company in HubSpot: ${reason}`,
    });
    try {
      const answer = (await call('POST', '/crm/v4/associations/contacts/companies/batch/associate/default', {
        inputs: links.map((link) => ({ from: { id: link.contactId }, to: { id: link.companyId } })),
      })) as {
        results?: { from?: { id?: string | number }; to?: { id?: string | number } }[];
        errors?: { message?: string }[];
      };
      // A result names the contact and the company it linked (`to` may be left out: then any company).
      const linked = new Set(
        (answer.results ?? []).map((result) => `${result.from?.id}>${result.to?.id ?? '*'}`),
      );
      for (const link of links) {
        if (linked.has(`${link.contactId}>${link.companyId}`) || linked.has(`${link.contactId}>*`)) continue;
        for (const index of link.indexes)
          results[index] = unlinked(answer.errors?.[0]?.message ?? 'no answer');
      }
    } catch (error) {
      if (error instanceof CrmError && error.kind !== 'invalid_request') throw error;
      for (const link of links)
        for (const index of link.indexes)
          results[index] = unlinked(error instanceof Error ? error.message : 'refused');
    }
  }

  /**
   * New companies go to batch/create (each input with the `associations` array the spec requires, empty:
   * contacts link to companies afterwards), known ones to batch/update, 100 a call. Created records are
   * matched back by their objectWriteTraceId, since HubSpot does not promise the order of the results.
   */
  async function upsertCompanies(records: readonly CrmRecordInput[]): Promise<CrmUpsertResult[]> {
    const results = new Array<CrmUpsertResult>(records.length);
    const indexes = records.map((_, index) => index);
    const creates = indexes.filter((index) => !records[index]?.externalId);
    const updates = indexes.filter((index) => records[index]?.externalId);

    for (const chunk of chunksOf(creates)) {
      try {
        const sent = new Map(
          chunk.map((index) => [index, hubspotProperties(records[index]?.fields ?? {}, false)]),
        );
        const answer = (await call('POST', '/crm/v3/objects/companies/batch/create', {
          inputs: chunk.map((index) => ({
            associations: [],
            objectWriteTraceId: String(index),
            properties: sent.get(index) ?? {},
          })),
        })) as HubspotBatchAnswer;
        const idOf = createdIdMatcher(
          answer,
          chunk.map((index) => ({ trace: String(index), properties: sent.get(index) ?? {} })),
        );
        for (const index of chunk) {
          const id = idOf(String(index));
          results[index] = id
            ? { ok: true, externalId: id }
            : { ok: false, error: batchErrorOf(answer, String(index)) };
        }
      } catch (error) {
        const failed = refusedBatch(error);
        for (const index of chunk) results[index] = failed;
      }
    }

    for (const chunk of chunksOf(updates)) {
      const idOf = (index: number) => records[index]?.externalId ?? '';
      try {
        const answer = (await call('POST', '/crm/v3/objects/companies/batch/update', {
          inputs: chunk.map((index) => ({
            id: idOf(index),
            properties: hubspotProperties(records[index]?.fields ?? {}, true),
          })),
        })) as HubspotBatchAnswer;
        const updated = new Set((answer.results ?? []).map((result) => String(result.id)));
        for (const index of chunk) {
          results[index] = updated.has(idOf(index))
            ? { ok: true, externalId: idOf(index) }
            : { ok: false, error: batchErrorOf(answer, idOf(index)) };
        }
      } catch (error) {
        const failed = refusedBatch(error);
        for (const index of chunk) results[index] = failed;
      }
    }
    return results;
  }

  return {
    provider: 'hubspot',

    async listFields(object: CrmObject) {
      const answer = (await call('GET', `/crm/v3/properties/${hubspotObjectTypeOf[object]}`)) as {
        results: HubspotProperty[];
      };
      return answer.results.map(fieldOf);
    },

    async createField(field: NewCrmField) {
      const kind = propertyTypeOf[field.type] ?? { type: 'string', fieldType: 'text' };
      const options =
        field.type === 'bool'
          ? [
              { label: 'Yes', value: 'true', displayOrder: 0, hidden: false },
              { label: 'No', value: 'false', displayOrder: 1, hidden: false },
            ]
          : (field.options ?? []).map((option, index) => ({ ...option, displayOrder: index, hidden: false }));
      const created = (await call('POST', `/crm/v3/properties/${hubspotObjectTypeOf[field.object]}`, {
        name: field.name,
        label: field.label,
        type: kind.type,
        fieldType: kind.fieldType,
        groupName: field.groupName ?? defaultGroupOf[field.object],
        description: field.description,
        options,
      })) as HubspotProperty;
      return fieldOf({ ...created, hubspotDefined: false });
    },

    upsertRecords(object: CrmObject, records: readonly CrmRecordInput[]) {
      return object === 'contact' ? upsertContacts(records) : upsertCompanies(records);
    },

    requestBudget: {
      requests,
      perMs: pacer?.perMs ?? 10_000,
      made: () => made,
      ...(pacer
        ? { readyAt: (room: number) => pacer.readyAt(room), reserve: (room: number) => pacer.reserve(room) }
        : {}),
    },

    async checkConnection() {
      try {
        await call('GET', '/crm/v3/objects/contacts?limit=1');
        return { connected: true, error: null, errorType: null };
      } catch (error) {
        return connectionCheckOf(error);
      }
    },
  };
}
