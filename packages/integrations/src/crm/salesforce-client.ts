import { type CrmObject, salesforceObjectOf } from '@leadpath/core';
import { type CrmCredentialSource, fixedCredentials } from './crm-credentials.ts';
import { type CrmHttpOptions, type CrmHttpResponse, crmFetchJson } from './crm-http.ts';
import {
  type CreatedCrmField,
  CrmError,
  type CrmField,
  type CrmProvider,
  type CrmRecordInput,
  type CrmUpsertResult,
  connectionCheckOf,
  type NewCrmField,
} from './crm-provider.ts';

/** Where the calls go and as whom: one fixed org and token, or the credentials of a user's connection. */
export type SalesforceAccess =
  | {
      /** https://yourorg.my.salesforce.com */
      instanceUrl: string;
      accessToken: string;
    }
  /** Its baseUrl is the org's instance URL (Nango's connection_config.instance_url). */
  | { credentials: CrmCredentialSource };

export type SalesforceConfig = SalesforceAccess & {
  /** v60.0 */
  apiVersion: string;
  http?: CrmHttpOptions;
};

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

/** The field types whose metadata carries `required` (a text area, a long text area or a checkbox cannot be required). */
const REQUIRABLE_TYPES = new Set(['Text', 'Number', 'Email', 'Picklist']);

/** Whether a new field is created required, as sent to the Tooling API (and so as the answer reports it). */
export function salesforceRequiredSent(field: Pick<NewCrmField, 'type' | 'required'>): boolean {
  return (field.required ?? false) && REQUIRABLE_TYPES.has(field.type);
}

/** The Tooling API CustomField metadata for a new field (length only for Text and TextArea). */
function metadataOf(field: NewCrmField): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    label: field.label,
    description: field.description || undefined,
    required: REQUIRABLE_TYPES.has(field.type) ? salesforceRequiredSent(field) : undefined,
  };
  switch (field.type) {
    case 'Text':
      return { ...metadata, type: 'Text', length: field.length ?? 255, unique: field.unique ?? false };
    case 'TextArea':
      // A plain TextArea holds 255 characters; a longer one is a long text area.
      return (field.length ?? 255) > 255
        ? { ...metadata, type: 'LongTextArea', length: field.length, visibleLines: 3 }
        : { ...metadata, type: 'TextArea' };
    case 'Number':
      return { ...metadata, type: 'Number', precision: 18, scale: 0, unique: field.unique ?? false };
    case 'Checkbox':
      return { ...metadata, type: 'Checkbox', defaultValue: 'false' };
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
  const credentials =
    'credentials' in config ? config.credentials : fixedCredentials(config.instanceUrl, config.accessToken);
  const dataPath = `/services/data/${config.apiVersion}`;

  /**
   * One call; `path` is under /services/data/<version> unless it starts at the instance's root.
   * A 401 with a refreshable source is tried once more with a fresh token.
   */
  async function call(method: string, path: string, body?: unknown, options: { fromRoot?: boolean } = {}) {
    let access = await credentials.get();
    for (let attempt = 0; ; attempt += 1) {
      const instance = access.baseUrl.replace(/\/$/, '');
      const response = await crmFetchJson(
        `${instance}${options.fromRoot ? '' : dataPath}${path}`,
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

  /**
   * Field-level security for a new custom field: Read and Edit on the permission set of the
   * connected user (a permission set of their own, by name, else their profile's). Answers null
   * when granted, else what the admin must grant; the field stays created either way.
   */
  async function grantFieldAccess(sobject: string, fieldName: string): Promise<string | null> {
    const qualified = `${sobject}.${fieldName}`;
    const adminStep = (reason: string) =>
      `Salesforce did not let Leadpath give the integration user access to ${qualified} (${reason}). ` +
      `An admin must grant Read and Edit on ${qualified} to the integration user's permission set or profile ` +
      `(Setup, Permission Sets, Object Settings, ${sobject}) before the sync can write it.`;
    try {
      const me = (await call('GET', '/services/oauth2/userinfo', undefined, { fromRoot: true })) as {
        user_id?: string;
      } | null;
      const userId = me?.user_id ?? '';
      if (!/^[a-zA-Z0-9]{15,18}$/.test(userId)) return adminStep('the connected user is unknown');
      const soql =
        'SELECT PermissionSetId, PermissionSet.Name, PermissionSet.IsOwnedByProfile FROM PermissionSetAssignment ' +
        `WHERE AssigneeId = '${userId}' ORDER BY PermissionSet.Name`;
      const assigned = (await call('GET', `/query?q=${encodeURIComponent(soql)}`)) as {
        records?: { PermissionSetId: string; PermissionSet?: { IsOwnedByProfile?: boolean } }[];
      } | null;
      const records = assigned?.records ?? [];
      const target =
        records.find((record) => record.PermissionSet?.IsOwnedByProfile === false) ??
        records.find((record) => record.PermissionSet?.IsOwnedByProfile === true);
      if (!target) return adminStep('the connected user has no permission set');
      await call('POST', '/sobjects/FieldPermissions', {
        ParentId: target.PermissionSetId,
        SobjectType: sobject,
        Field: qualified,
        PermissionsRead: true,
        PermissionsEdit: true,
      });
      return null;
    } catch (error) {
      if (error instanceof CrmError && (error.kind === 'token_expired' || error.kind === 'inactive_org'))
        throw error;
      return adminStep(error instanceof Error ? error.message : 'refused');
    }
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
        // A null clears the field of a record updated; a record created has nothing to clear.
        ...(record.externalId
          ? record.fields
          : Object.fromEntries(Object.entries(record.fields).filter(([, value]) => value !== null))),
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

    async createField(field: NewCrmField): Promise<CreatedCrmField> {
      const sobject = salesforceObjectOf[field.object];
      const required = salesforceRequiredSent(field);
      await call('POST', '/tooling/sobjects/CustomField', {
        FullName: `${sobject}.${field.name}`,
        Metadata: metadataOf(field),
      });
      // A required field is visible and editable to every profile: it takes no field permissions.
      const warning = required ? null : await grantFieldAccess(sobject, field.name);
      return {
        id: field.name,
        label: field.label,
        type: field.type,
        required,
        createable: true,
        updateable: true,
        custom: true,
        ...(warning ? { warning } : {}),
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
      } catch (error) {
        // A session gone is the sync's business; a 403 (a least-privilege user may not view
        // limits) or anything else is an unknown allowance: the sync goes on with its default pacing.
        if (error instanceof CrmError && (error.kind === 'token_expired' || error.kind === 'inactive_org'))
          throw error;
        return null;
      }
    },

    async checkConnection() {
      try {
        // The version's resource list: any user with API access may read it (/limits needs more).
        await call('GET', '/');
        return { connected: true, error: null, errorType: null };
      } catch (error) {
        return connectionCheckOf(error);
      }
    },
  };
}
