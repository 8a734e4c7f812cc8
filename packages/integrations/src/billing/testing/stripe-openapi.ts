import { existsSync, readFileSync } from 'node:fs';

/**
 * Checks bodies against published/stripe-openapi.subset.json: the part of Stripe's published OpenAPI
 * document (github.com/stripe/openapi) that our client uses. The repository does not ship it (see
 * README.md beside this file): where it has been extracted, the fake and the conformance test use it.
 */

export interface Schema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  maxLength?: number;
  format?: string;
  title?: string;
  $ref?: string;
  /** A $ref to a schema the subset leaves out: anything goes. */
  'x-omitted'?: string;
}

export interface StripeOpenApiSubset {
  'x-source': Record<string, string>;
  requests: Record<string, Schema>;
  schemas: Record<string, Schema>;
}

/** A file extract-stripe-openapi-subset.mjs wrote into published/ (not committed), or null. */
function publishedJson<T>(name: string): T | null {
  const url = new URL(`./published/${name}`, import.meta.url);
  return existsSync(url) ? (JSON.parse(readFileSync(url, 'utf8')) as T) : null;
}

export const stripeOpenApi = publishedJson<StripeOpenApiSubset>('stripe-openapi.subset.json');

export const stripeFixtures = publishedJson<{
  'x-source': Record<string, string>;
  resources: Record<string, Record<string, unknown>>;
}>('stripe-fixtures.subset.json');

/** An error as Stripe documents it: {error: {type, code?, message, param}}. */
export interface StripeInvalidRequest {
  type: 'invalid_request_error';
  code?: 'parameter_unknown' | 'parameter_missing' | 'parameter_invalid_integer' | 'parameter_invalid_empty';
  message: string;
  param: string;
}

type Path = (string | number)[];
type Nested = string | Nested[] | { [key: string]: Nested };

/** `a[b][0][c]=x` → {a: {b: {0: {c: 'x'}}}}; `a[]=x` appends. Index keys stay object keys until a schema asks for an array. */
export function decodeForm(params: URLSearchParams): Record<string, Nested> {
  const root: Record<string, Nested> = {};
  for (const [key, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const segments = match
      ? [match[1] ?? key, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
      : [key];
    let node: Record<string, Nested> | Nested[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const next: Nested = last ? value : segments[i + 1] === '' ? [] : {};
      if (Array.isArray(node)) {
        if (segment !== '') throw new Error(`Mixed list and object keys in ${key}`);
        node.push(next);
        node = next as Record<string, Nested>;
        return;
      }
      const slot: string = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) node[slot] = value;
      else {
        const existing = node[slot];
        node[slot] = existing !== undefined && typeof existing === 'object' ? existing : next;
        node = node[slot] as Record<string, Nested>;
      }
    });
  }
  return root;
}

const paramName = (path: Path) =>
  path.map((segment, i) => (i === 0 ? String(segment) : `[${segment}]`)).join('');

const oneOfList = (values: unknown[]) => {
  const shown = values.map(String);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')}, or ${shown.at(-1)}` : (shown[0] ?? '');
};

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = stripeOpenApi?.schemas[name];
  if (!target) throw new Error(`The subset has no schema ${name}`);
  return target;
}

type Mode = 'form' | 'json';

/**
 * The first way `value` breaks `schema`, or null. Form mode reads every leaf as the string it was sent
 * as (so "1" is an integer) and, like Stripe's API, refuses unknown keys in any object with listed
 * properties; JSON mode checks types as they are and lets objects carry more than listed.
 */
export function firstIssue(
  schema: Schema,
  value: unknown,
  mode: Mode,
  path: Path = [],
): StripeInvalidRequest | null {
  const s = resolve(schema);
  const param = paramName(path);
  const invalid = (message: string, code?: StripeInvalidRequest['code']): StripeInvalidRequest => ({
    type: 'invalid_request_error',
    ...(code ? { code } : {}),
    message,
    param,
  });
  if (s['x-omitted']) return null;
  if (value === null)
    return s.nullable || mode === 'form' ? null : invalid(`Invalid ${param}: must not be null`);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    let first: StripeInvalidRequest | null = null;
    for (const branch of branches) {
      const issue = firstIssue(branch, value, mode, path);
      if (!issue) return null;
      first ??= issue;
    }
    // Prefer the branch of the value's own shape (an object's message over "must be empty").
    const shaped = branches.find((b) => (resolve(b).type === 'object') === (typeof value === 'object'));
    return (shaped && firstIssue(shaped, value, mode, path)) ?? first;
  }
  if (s.enum && !s.enum.includes(value)) {
    if (s.enum.length === 1 && s.enum[0] === '') return invalid(`Invalid ${param}: must be empty`);
    return invalid(`Invalid ${param}: must be one of ${oneOfList(s.enum)}`);
  }
  switch (s.type) {
    case 'string':
      if (typeof value !== 'string') return invalid(`Invalid ${param}: must be a string`);
      if (s.maxLength !== undefined && value.length > s.maxLength) {
        return invalid(`Invalid ${param}: must be at most ${s.maxLength} characters`);
      }
      return null;
    case 'integer':
      if (mode === 'form') {
        return typeof value === 'string' && /^-?\d+$/.test(value)
          ? null
          : invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
      }
      return Number.isInteger(value) ? null : invalid(`Invalid ${param}: must be an integer`);
    case 'number':
      if (mode === 'form') {
        return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
          ? null
          : invalid(`Invalid ${param}: must be a number`);
      }
      return typeof value === 'number' ? null : invalid(`Invalid ${param}: must be a number`);
    case 'boolean':
      if (mode === 'form') {
        return value === 'true' || value === 'false' ? null : invalid(`Invalid boolean: ${String(value)}`);
      }
      return typeof value === 'boolean' ? null : invalid(`Invalid ${param}: must be a boolean`);
    case 'array': {
      let list: unknown[] | null = Array.isArray(value) ? value : null;
      if (!list && mode === 'form' && value && typeof value === 'object') {
        const keys = Object.keys(value);
        if (keys.every((k) => /^\d+$/.test(k))) {
          list = keys.sort((a, b) => Number(a) - Number(b)).map((k) => (value as Record<string, unknown>)[k]);
        }
      }
      if (!list) return invalid(`Invalid array`);
      for (const [i, item] of list.entries()) {
        const issue = s.items ? firstIssue(s.items, item, mode, [...path, i]) : null;
        if (issue) return issue;
      }
      return null;
    }
    case 'object':
    case undefined: {
      if (s.type === undefined && !s.properties) return null;
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        return mode === 'form' && value === ''
          ? invalid(`Invalid ${param}: must be an object`, 'parameter_invalid_empty')
          : invalid(`Invalid ${param}: must be an object`);
      }
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const known = s.properties?.[key];
        const extra = s.additionalProperties;
        const closed = extra === false || (extra === undefined && mode === 'form' && s.properties);
        if (!known && closed) {
          const unknown = paramName([...path, key]);
          return {
            type: 'invalid_request_error',
            code: 'parameter_unknown',
            message: `Received unknown parameter: ${unknown}`,
            param: unknown,
          };
        }
        const child = known ?? (typeof extra === 'object' ? extra : null);
        const issue = child ? firstIssue(child, record[key], mode, [...path, key]) : null;
        if (issue) return issue;
      }
      for (const key of s.required ?? []) {
        if (!(key in record)) {
          const missing = paramName([...path, key]);
          return {
            type: 'invalid_request_error',
            code: 'parameter_missing',
            message: `Missing required param: ${missing}.`,
            param: missing,
          };
        }
      }
      return null;
    }
    default:
      return null;
  }
}

/** Validates a form body sent to `POST /v1/...` against the published request schema; null without one. */
export function checkStripeForm(operation: string, body: URLSearchParams): StripeInvalidRequest | null {
  if (!stripeOpenApi) return null;
  const schema = stripeOpenApi.requests[operation];
  if (!schema) throw new Error(`The subset has no request schema for ${operation}`);
  return firstIssue(schema, decodeForm(body), 'form');
}

/** The published schema at a dotted path of a component schema (`items.data[].price`), or null if none. */
export function schemaAt(component: string, dotted: string): Schema | null {
  let schema: Schema | undefined = stripeOpenApi?.schemas[component];
  for (const part of dotted.split('.')) {
    if (!schema) return null;
    const [name = '', list] = part.endsWith('[]') ? [part.slice(0, -2), true] : [part, false];
    schema = propertyOf(resolve(schema), name);
    if (schema && list) schema = resolve(schema).items;
  }
  return schema ?? null;
}

/** A property of an object schema, looking inside anyOf branches (an expandable field's object form). */
function propertyOf(schema: Schema, name: string): Schema | undefined {
  if (schema.properties?.[name]) return schema.properties[name];
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const found = propertyOf(resolve(branch), name);
    if (found) return found;
  }
  return undefined;
}
