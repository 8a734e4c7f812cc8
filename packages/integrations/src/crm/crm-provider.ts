import type { CrmObject, CrmProviderKey } from '@leadpath/core';
import type { RequestBooking } from './request-window.ts';

/** A CRM field as the settings screen shows it (spec §3 "CRM field"). */
export interface CrmField {
  /** The API name the mappings target (LastName, Lead_source__c, email). */
  id: string;
  label: string;
  type: string;
  required: boolean;
  createable: boolean;
  updateable: boolean;
  custom: boolean;
}

/** A custom field to create; the provider-specific parts are read by the provider they belong to. */
export interface NewCrmField {
  object: CrmObject;
  name: string;
  label: string;
  /** The provider's own type name (Salesforce Text, HubSpot enumeration). */
  type: string;
  description: string;
  /** Salesforce: Text and TextArea only. */
  length?: number;
  required?: boolean;
  unique?: boolean;
  /** Salesforce Picklist values. */
  picklistValues?: string[];
  /** HubSpot property group. */
  groupName?: string;
  /** HubSpot enumeration options. */
  options?: { label: string; value: string }[];
}

export type CrmFieldValue = string | number | boolean | null;

export interface CrmRecordInput {
  /** The record's id in the CRM when it was synced before: it is updated, not created again. */
  externalId: string | null;
  /**
   * The values to write. HubSpot: a null clears the property of a record updated (sent as the empty
   * string HubSpot documents for clearing) and is left out of a record created.
   */
  fields: Record<string, CrmFieldValue>;
  /**
   * For a contact: the CRM id of its account (company), synced first. Each client links them its
   * own way: Salesforce's AccountId field, HubSpot's association after the upsert.
   */
  accountExternalId?: string | null;
}

/** A field created, and what the CRM would not let the app do with it (Salesforce field access). */
export interface CreatedCrmField extends CrmField {
  /** Set when the field exists but needs an admin's step before the sync can write it. */
  warning?: string;
}

export type CrmUpsertResult = { ok: true; externalId: string } | { ok: false; error: string };

/** Why the CRM refused: the settings screen turns the connection kinds into advice (spec §8). */
export type CrmErrorKind =
  | 'token_expired'
  | 'invalid_credentials'
  | 'inactive_org'
  | 'rate_limited'
  | 'field_exists'
  | 'invalid_request'
  | 'unavailable';

export class CrmError extends Error {
  readonly kind: CrmErrorKind;
  /** Seconds the CRM asked us to wait (429 Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: CrmErrorKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'CrmError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type CrmConnectionErrorType = 'token_expired' | 'invalid_credentials' | 'inactive_org' | 'unknown';

export interface CrmConnectionCheck {
  connected: boolean;
  error: string | null;
  errorType: CrmConnectionErrorType | null;
}

/** One user's CRM: the embedded sandbox or a real Salesforce / HubSpot client. */
export interface CrmProvider {
  readonly provider: CrmProviderKey;
  listFields(object: CrmObject): Promise<CrmField[]>;
  createField(field: NewCrmField): Promise<CreatedCrmField>;
  /** Results in the order of the records; one failed record does not fail the others. */
  upsertRecords(object: CrmObject, records: readonly CrmRecordInput[]): Promise<CrmUpsertResult[]>;
  checkConnection(): Promise<CrmConnectionCheck>;
  /**
   * The provider's documented request limit (HubSpot private apps: 100 or 190 per 10 s) and the
   * requests this client made so far: the background sync paces its steps to stay under it.
   * Absent: no known limit (the sandbox); a 429 is still honoured. `readyAt(room)`: when `room` more
   * requests fit in the account's window, counting every client of the same connection (or of the
   * whole installation in single-tenant mode); absent, a step is paced by its own requests only.
   */
  readonly requestBudget?: {
    requests: number;
    perMs: number;
    made: () => number;
    readyAt?: (room: number) => Promise<number>;
    /** Books `room` requests of the window for a step about to run (see RequestPacer.reserve). */
    reserve?: (room: number) => Promise<RequestBooking>;
  };
  /** The requests left of the provider's daily allowance (Salesforce's /limits); null when unreadable. */
  dailyRequestsLeft?(): Promise<{ remaining: number; max: number } | null>;
}

/**
 * Picks the CRM for a user and provider; the server decides sandbox or real client. Await it: the
 * server's factory reads the user's connection from the database first.
 */
export type CrmProviderFactory = (
  userId: string,
  provider: CrmProviderKey,
) => CrmProvider | Promise<CrmProvider>;

/** The connection check result for an error thrown by a provider call. */
export function connectionCheckOf(error: unknown): CrmConnectionCheck {
  if (error instanceof CrmError) {
    const known = ['token_expired', 'invalid_credentials', 'inactive_org'] as const;
    const errorType = (known as readonly string[]).includes(error.kind)
      ? (error.kind as CrmConnectionErrorType)
      : 'unknown';
    return { connected: false, error: error.message, errorType };
  }
  return { connected: false, error: 'Failed to connect to CRM', errorType: 'unknown' };
}
