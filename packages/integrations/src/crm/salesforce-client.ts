import { type CrmObject, salesforceObjectOf } from '@leadpath/core';
import { type CrmHttpOptions, type CrmHttpResponse, crmFetchJson } from './crm-http.ts';
import {
  CrmError,
  type CrmField,
  type CrmProvider,
  type CrmRecordInput,
  type CrmUpsertResult,
  connectionCheckOf,
  type NewCrmField,
} from './crm-provider.ts';

export interface SalesforceConfig {
  /** https://yourorg.my.salesforce.com */
  instanceUrl: string;
  accessToken: string;
  /** v60.0 */
  apiVersion: string;
  http?: CrmHttpOptions;
}

interface SalesforceError {
  message?: string;
  errorCode?: string;
  statusCode?: string;
}

interface DescribeField {
  name: string;
  label: string;
  type: string;
  nillable: boolean;
  createable: boolean;
  updateable: boolean;
  defaultedOnCreate: boolean;
  custom: boolean;
}

const INACTIVE_ORG_CODES = new Set(['ORG_LOCKED', 'ORG_SUSPENDED', 'INACTIVE_ORG', 'inactive_org']);
const DUPLICATE_CODES = new Set([
  'DUPLICATE_DEVELOPER_NAME',
  'DUPLICATE_VALUE',
  'DUPLICATE_DEVELOPER_NAME_VALUE',
]);

/** Salesforce answers errors as [{message, errorCode}] (REST) or {error, error_description} (OAuth). */
function firstErrorOf(body: unknown): SalesforceError {
  if (Array.isArray(body)) return (body[0] as SalesforceError | undefined) ?? {};
  if (body && typeof body === 'object') {
    const oauth = body as { error?: string; error_description?: string };
    return { errorCode: oauth.error, message: oauth.error_description };
  }
  return {};
}

function crmErrorOf(response: CrmHttpResponse): CrmError {
  const error = firstErrorOf(response.body);
  const code = error.errorCode ?? '';
  if (code === 'INVALID_SESSION_ID' || response.status === 401) {
    return new CrmError(
      'token_expired',
      'Your Salesforce session has expired. Disconnect and reconnect Salesforce.',
    );
  }
  if (INACTIVE_ORG_CODES.has(code)) {
    return new CrmError('inactive_org', 'This Salesforce org is inactive.');
  }
  if (code === 'REQUEST_LIMIT_EXCEEDED') {
    return new CrmError('rate_limited', 'Salesforce API request limit exceeded. Please try again later.');
  }
  if (DUPLICATE_CODES.has(code))
    return new CrmError('field_exists', error.message ?? 'This field already exists');
  if (response.status >= 500)
    return new CrmError('unavailable', 'Salesforce is not available. Please try again.');
  return new CrmError(
    'invalid_request',
    error.message ?? `Salesforce refused the request (${response.status})`,
  );
}

/** The Tooling API CustomField metadata for a new field (length only for Text and TextArea). */
function metadataOf(field: NewCrmField): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    label: field.label,
    description: field.description || undefined,
    required: field.required ?? false,
  };
  switch (field.type) {
    case 'Text':
      return { ...metadata, type: 'Text', length: field.length ?? 255, unique: field.unique ?? false };
    case 'TextArea':
      // A plain TextArea holds 255 characters; a longer one is a long text area.
      return (field.length ?? 255) > 255
        ? { ...metadata, type: 'LongTextArea', length: field.length, visibleLines: 3, required: undefined }
        : { ...metadata, type: 'TextArea', required: undefined };
    case 'Number':
      return { ...metadata, type: 'Number', precision: 18, scale: 0, unique: field.unique ?? false };
    case 'Checkbox':
      return { ...metadata, type: 'Checkbox', defaultValue: 'false', required: undefined };
    case 'Email':
      return { ...metadata, type: 'Email', unique: field.unique ?? false };
    case 'Picklist':
      return {
        ...metadata,
        type: 'Picklist',
        valueSet: {
          restricted: false,
          valueSetDefinition: {
            sorted: false,
            value: (field.picklistValues ?? []).map((value) => ({
              fullName: value,
              label: value,
              default: false,
            })),
          },
        },
      };
    default:
      return { ...metadata, type: field.type };
  }
}

/** Salesforce over its REST API: describe, Tooling API custom fields, sObject Collections writes. */
export function createSalesforceClient(config: SalesforceConfig): CrmProvider {
  const base = `${config.instanceUrl.replace(/\/$/, '')}/services/data/${config.apiVersion}`;

  async function call(method: string, path: string, body?: unknown) {
    const response = await crmFetchJson(
      `${base}${path}`,
      { method, token: config.accessToken, body },
      config.http,
    );
    if (response.status >= 400) throw crmErrorOf(response);
    return response.body;
  }

  function fieldOf(field: DescribeField): CrmField {
    return {
      id: field.name,
      label: field.label,
      type: field.type,
      required: !field.nillable && field.createable && !field.defaultedOnCreate,
      createable: field.createable,
      updateable: field.updateable,
      custom: field.custom,
    };
  }

  async function writeCollection(method: 'POST' | 'PATCH', sobject: string, records: CrmRecordInput[]) {
    const body = {
      allOrNone: false,
      records: records.map((record) => ({
        attributes: { type: sobject },
        ...(record.externalId ? { Id: record.externalId } : {}),
        ...record.fields,
        // A contact belongs to its account through the AccountId field.
        ...(record.accountExternalId ? { AccountId: record.accountExternalId } : {}),
      })),
    };
    const results = (await call(method, '/composite/sobjects', body)) as {
      id?: string;
      success: boolean;
      errors: SalesforceError[];
    }[];
    return results.map((result, index): CrmUpsertResult => {
      if (result.success) return { ok: true, externalId: result.id ?? records[index]?.externalId ?? '' };
      return {
        ok: false,
        error: result.errors.map((error) => error.message).join('; ') || 'Rejected by Salesforce',
      };
    });
  }

  return {
    provider: 'salesforce',

    async listFields(object: CrmObject) {
      const describe = (await call('GET', `/sobjects/${salesforceObjectOf[object]}/describe`)) as {
        fields: DescribeField[];
      };
      return describe.fields.filter((field) => field.createable || field.updateable).map(fieldOf);
    },

    async createField(field: NewCrmField) {
      const sobject = salesforceObjectOf[field.object];
      await call('POST', '/tooling/sobjects/CustomField', {
        FullName: `${sobject}.${field.name}`,
        Metadata: metadataOf(field),
      });
      return {
        id: field.name,
        label: field.label,
        type: field.type,
        required: field.required ?? false,
        createable: true,
        updateable: true,
        custom: true,
      };
    },

    async upsertRecords(object: CrmObject, records: readonly CrmRecordInput[]) {
      const sobject = salesforceObjectOf[object];
      const results = new Array<CrmUpsertResult>(records.length);
      // sObject Collections take at most 200 records a call and answer in request order.
      for (let start = 0; start < records.length; start += 200) {
        const chunk = records
          .slice(start, start + 200)
          .map((record, offset) => ({ record, index: start + offset }));
        for (const [method, group] of [
          ['PATCH', chunk.filter((item) => item.record.externalId)],
          ['POST', chunk.filter((item) => !item.record.externalId)],
        ] as const) {
          if (group.length === 0) continue;
          const written = await writeCollection(
            method,
            sobject,
            group.map((item) => item.record),
          );
          group.forEach((item, position) => {
            results[item.index] = written[position] ?? { ok: false, error: 'No answer from Salesforce' };
          });
        }
      }
      return results;
    },

    async dailyRequestsLeft() {
      try {
        const body = (await call('GET', '/limits')) as {
          DailyApiRequests?: { Max?: unknown; Remaining?: unknown };
        } | null;
        const { Max: max, Remaining: remaining } = body?.DailyApiRequests ?? {};
        return typeof max === 'number' && typeof remaining === 'number' ? { remaining, max } : null;
      } catch {
        // Unreadable (no permission to view limits, the org down): the writes will tell.
        return null;
      }
    },

    async checkConnection() {
      try {
        await call('GET', '/limits');
        return { connected: true, error: null, errorType: null };
      } catch (error) {
        return connectionCheckOf(error);
      }
    },
  };
}
