import { type CrmObject, hubspotObjectTypeOf } from '@leadpath/core';
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

export interface HubspotConfig {
  /** https://api.hubapi.com */
  baseUrl: string;
  /** A private app token or an OAuth access token. */
  accessToken: string;
  http?: CrmHttpOptions;
}

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

function stringProperties(fields: Record<string, CrmFieldValue>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** HubSpot CRM v3: properties, contacts upserted by email in batches (then linked to their companies, v4), companies one by one. */
export function createHubspotClient(config: HubspotConfig): CrmProvider {
  const base = config.baseUrl.replace(/\/$/, '');

  async function call(method: string, path: string, body?: unknown) {
    const response = await crmFetchJson(
      `${base}${path}`,
      { method, token: config.accessToken, body },
      config.http,
    );
    if (response.status >= 400) throw crmErrorOf(response);
    return response.body;
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
    const withEmail: { index: number; email: string; properties: Record<string, string> }[] = [];
    records.forEach((record, index) => {
      const email = typeof record.fields.email === 'string' ? record.fields.email.trim().toLowerCase() : '';
      if (email) withEmail.push({ index, email, properties: stringProperties(record.fields) });
      else results[index] = { ok: false, error: 'HubSpot contacts need an email' };
    });
    // Batch upsert takes 100 inputs; results are matched back by email, since their order is not promised.
    for (let start = 0; start < withEmail.length; start += 100) {
      const chunk = withEmail.slice(start, start + 100);
      const answer = (await call('POST', '/crm/v3/objects/contacts/batch/upsert', {
        inputs: chunk.map((item) => ({ idProperty: 'email', id: item.email, properties: item.properties })),
      })) as { results?: { id: string; properties?: Record<string, string | null> }[] };
      const idByEmail = new Map(
        (answer.results ?? []).map((result) => [(result.properties?.email ?? '').toLowerCase(), result.id]),
      );
      const links: { index: number; contactId: string; companyId: string }[] = [];
      for (const item of chunk) {
        const id = idByEmail.get(item.email);
        results[item.index] = id
          ? { ok: true, externalId: id }
          : { ok: false, error: 'Not confirmed by HubSpot' };
        const companyId = records[item.index]?.accountExternalId;
        if (id && companyId) links.push({ index: item.index, contactId: id, companyId });
      }
      if (links.length) await associateWithCompanies(links, results);
    }
    return results;
  }

  /** Links upserted contacts to their companies (v4 default association); a contact left unlinked fails. */
  async function associateWithCompanies(
    links: { index: number; contactId: string; companyId: string }[],
    results: CrmUpsertResult[],
  ): Promise<void> {
    const unlinked = (reason: string) => ({
      ok: false as const,
      error: `Not linked to its company in HubSpot: ${reason}`,
    });
    try {
      const answer = (await call('POST', '/crm/v4/associations/contacts/companies/batch/associate/default', {
        inputs: links.map((link) => ({ from: { id: link.contactId }, to: { id: link.companyId } })),
      })) as { results?: { from?: { id?: string | number } }[]; errors?: { message?: string }[] };
      const linked = new Set((answer.results ?? []).map((result) => String(result.from?.id)));
      for (const link of links)
        if (!linked.has(link.contactId))
          results[link.index] = unlinked(answer.errors?.[0]?.message ?? 'no answer');
    } catch (error) {
      if (error instanceof CrmError && error.kind !== 'invalid_request') throw error;
      for (const link of links)
        results[link.index] = unlinked(error instanceof Error ? error.message : 'refused');
    }
  }

  async function upsertCompanies(records: readonly CrmRecordInput[]): Promise<CrmUpsertResult[]> {
    const results: CrmUpsertResult[] = [];
    for (const record of records) {
      const properties = stringProperties(record.fields);
      try {
        const answer = (
          record.externalId
            ? await call('PATCH', `/crm/v3/objects/companies/${encodeURIComponent(record.externalId)}`, {
                properties,
              })
            : await call('POST', '/crm/v3/objects/companies', { properties })
        ) as { id: string };
        results.push({ ok: true, externalId: answer.id });
      } catch (error) {
        if (error instanceof CrmError && error.kind !== 'invalid_request') throw error;
        results.push({ ok: false, error: error instanceof Error ? error.message : 'Rejected by HubSpot' });
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
        groupName: field.groupName ?? 'contactinformation',
        description: field.description,
        options,
      })) as HubspotProperty;
      return fieldOf({ ...created, hubspotDefined: false });
    },

    upsertRecords(object: CrmObject, records: readonly CrmRecordInput[]) {
      return object === 'contact' ? upsertContacts(records) : upsertCompanies(records);
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
