import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A HubSpot stand-in that checks every request against HubSpot's published OpenAPI documents
 * (published/hubspot, not committed: see README.md) before answering it, like a validating Prism mock, and keeps
 * enough state (properties, companies, contacts, associations) to answer a whole sync.
 *
 * A request is invalid when no operation of the documents has its method and path, a required
 * parameter or body is missing, or the body breaks the operation's schema (types, required fields,
 * enums, fields the schema does not describe). On top of the documents it refuses what HubSpot
 * documents in prose: batches over 100 inputs, the same id twice in one batch, values for unknown,
 * read-only or mistyped properties, and a property created in a group its object does not have.
 * An invalid request is answered 400 with HubSpot's error body and recorded in `invalid`.
 * The mock's own answers are checked against the response schemas too (`responseErrors`).
 */

export interface Schema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface MediaTypes {
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses: Record<string, MediaTypes & { $ref?: string }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, MediaTypes> };
}

export const hubspotSpecFiles = ['companies', 'contacts', 'properties', 'associations-v4'] as const;

const specUrl = (name: string) => new URL(`./published/hubspot/${name}.json`, import.meta.url);

/**
 * HubSpot's documents are not committed (see README.md beside this file): they are copied into
 * published/hubspot/ (gitignored) from the source the README names. Without them the tests that
 * need them are skipped.
 */
export const hubspotSpecsPresent = hubspotSpecFiles.every((name) => existsSync(specUrl(name)));

export function loadHubspotSpecs(): OpenApiDocument[] {
  if (!hubspotSpecsPresent)
    throw new Error(
      'HubSpot OpenAPI documents missing: copy them into testing/published/hubspot (see README.md)',
    );
  return hubspotSpecFiles.map((name) => JSON.parse(readFileSync(specUrl(name), 'utf8')) as OpenApiDocument);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`Unresolved $ref ${current.$ref} in ${doc.info.title}`);
    current = target;
  }
  return current;
}

/**
 * The errors of one value against one schema; `at` names the place in the body (inputs[3].properties).
 * Strict (requests): a field the schema does not describe is an error; answers may carry more.
 */
export function schemaErrors(
  doc: OpenApiDocument,
  given: Schema,
  value: unknown,
  at = 'body',
  strict = true,
): string[] {
  const schema = resolve(doc, given);
  if (value === null) return schema.nullable ? [] : [`${at} must not be null`];
  if (schema.allOf) return schema.allOf.flatMap((part) => schemaErrors(doc, part, value, at, strict));
  for (const alternatives of [schema.oneOf, schema.anyOf]) {
    if (!alternatives) continue;
    const fits = alternatives.filter(
      (part) => schemaErrors(doc, part, value, at, strict).length === 0,
    ).length;
    if (fits === 0 || (schema.oneOf && fits > 1)) return [`${at} matches ${fits} of its alternatives`];
  }
  const errors: string[] = [];
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [`${at} must be a string`];
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return [`${at} must be a boolean`];
      break;
    case 'number':
      if (typeof value !== 'number') return [`${at} must be a number`];
      break;
    case 'integer':
      if (!Number.isInteger(value)) return [`${at} must be an integer`];
      if (schema.format === 'int32' && Math.abs(value as number) > 2 ** 31) return [`${at} is out of int32`];
      break;
    case 'array':
      if (!Array.isArray(value)) return [`${at} must be an array`];
      break;
    case 'object':
      if (!isObject(value)) return [`${at} must be an object`];
      break;
  }
  if (schema.enum && !schema.enum.includes(value))
    errors.push(`${at} must be one of ${schema.enum.join(', ')}`);
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    value.forEach((item, index) => {
      errors.push(...schemaErrors(doc, items, item, `${at}[${index}]`, strict));
    });
  }
  if (isObject(value) && (schema.type === 'object' || schema.properties || schema.required)) {
    for (const key of schema.required ?? [])
      if (value[key] === undefined) errors.push(`${at}.${key} is required`);
    for (const [key, item] of Object.entries(value)) {
      const declared = schema.properties?.[key];
      if (declared) errors.push(...schemaErrors(doc, declared, item, `${at}.${key}`, strict));
      else if (isObject(schema.additionalProperties))
        errors.push(...schemaErrors(doc, schema.additionalProperties, item, `${at}.${key}`, strict));
      else if (schema.additionalProperties === false || (strict && schema.properties))
        errors.push(`${at}.${key} is not described by the spec`);
    }
  }
  return errors;
}

export interface MatchedOperation {
  doc: OpenApiDocument;
  template: string;
  method: string;
  operation: Operation;
  params: Record<string, string>;
}

function templateRegex(template: string) {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names };
}

/** The operation of a request; a literal path segment wins over a {parameter}. */
export function findOperation(
  docs: readonly OpenApiDocument[],
  method: string,
  path: string,
): MatchedOperation | undefined {
  const candidates: MatchedOperation[] = [];
  for (const doc of docs) {
    for (const [template, item] of Object.entries(doc.paths)) {
      const operation = item[method.toLowerCase()];
      if (!operation) continue;
      const { regex, names } = templateRegex(template);
      const match = regex.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      candidates.push({ doc, template, method: method.toUpperCase(), operation, params });
    }
  }
  return candidates.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0];
}

function parameterErrors(doc: OpenApiDocument, parameter: Parameter, raw: string): string[] {
  const schema = parameter.schema ? resolve(doc, parameter.schema) : {};
  const at = `${parameter.in} parameter ${parameter.name}`;
  if (schema.type === 'integer') return /^-?\d+$/.test(raw) ? [] : [`${at} must be an integer`];
  if (schema.type === 'boolean')
    return raw === 'true' || raw === 'false' ? [] : [`${at} must be true or false`];
  if (schema.enum && !schema.enum.includes(raw)) return [`${at} must be one of ${schema.enum.join(', ')}`];
  return [];
}

/** Everything the documents say is wrong with one request (empty: valid). */
export function requestErrors(
  matched: MatchedOperation,
  request: {
    query: URLSearchParams;
    authorization: string | undefined;
    contentType: string | undefined;
    body: unknown;
  },
): string[] {
  const { doc, operation } = matched;
  const errors: string[] = [];
  if (operation.security?.length && !/^Bearer \S+$/.test(request.authorization ?? ''))
    errors.push('the operation needs an OAuth or private app token (Authorization: Bearer)');
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const value = matched.params[parameter.name];
      if (value === undefined || value === '') errors.push(`path parameter ${parameter.name} is required`);
      else errors.push(...parameterErrors(doc, parameter, value));
    } else if (parameter.in === 'query') {
      const values = request.query.getAll(parameter.name);
      if (values.length === 0 && parameter.required)
        errors.push(`query parameter ${parameter.name} is required`);
      for (const value of values) errors.push(...parameterErrors(doc, parameter, value));
    }
  }
  const declaredQuery = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  );
  for (const name of request.query.keys())
    if (!declaredQuery.has(name)) errors.push(`query parameter ${name} is not described by the spec`);
  const requestBody = operation.requestBody;
  if (!requestBody) {
    if (request.body !== undefined) errors.push('the operation takes no body');
    return errors;
  }
  if (request.body === undefined) {
    if (requestBody.required) errors.push('the body is required');
    return errors;
  }
  const media = requestBody.content?.['application/json'];
  if (!media) return [...errors, 'the operation takes no JSON body'];
  if (!request.contentType?.startsWith('application/json'))
    errors.push('content-type must be application/json');
  if (media.schema) errors.push(...schemaErrors(doc, media.schema, request.body));
  return errors;
}

function responseErrors(matched: MatchedOperation, status: number, body: unknown): string[] {
  const { doc, operation } = matched;
  let response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return [`status ${status} is not a documented answer`];
  if (response.$ref)
    response = doc.components.responses?.[response.$ref.replace('#/components/responses/', '')] ?? {};
  const media = response.content?.['application/json'] ?? response.content?.['*/*'];
  if (!media?.schema) return body === undefined ? [] : ['the answer has no documented body'];
  return schemaErrors(doc, media.schema, body, 'answer', false);
}

// ---------------------------------------------------------------------------------------------
// HubSpot's behaviour behind the documents: just enough state for a sync and a property creation.

export interface MockProperty {
  name: string;
  label: string;
  type: string;
  fieldType: string;
  groupName: string;
  description: string;
  options: { label: string; value: string; displayOrder?: number; hidden: boolean }[];
  hubspotDefined?: boolean;
  modificationMetadata?: { archivable: boolean; readOnlyDefinition: boolean; readOnlyValue: boolean };
}

export interface MockRecord {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

const standard = (
  name: string,
  label: string,
  type = 'string',
  fieldType = 'text',
  groupName = '',
): MockProperty => ({
  name,
  label,
  type,
  fieldType,
  groupName,
  description: '',
  options: [],
  hubspotDefined: true,
  modificationMetadata: {
    archivable: false,
    readOnlyDefinition: true,
    readOnlyValue: name === 'hs_object_id',
  },
});

/** The default property groups of each object (HubSpot's "Contact information", "Company information"). */
export const mockPropertyGroups: Record<string, string[]> = {
  contacts: ['contactinformation', 'emailinformation', 'conversioninformation', 'socialmediainformation'],
  companies: ['companyinformation'],
};

function seedProperties(): Record<string, Map<string, MockProperty>> {
  const contact = (name: string, label: string, type?: string, fieldType?: string) =>
    standard(name, label, type, fieldType, 'contactinformation');
  const company = (name: string, label: string, type?: string, fieldType?: string) =>
    standard(name, label, type, fieldType, 'companyinformation');
  const byName = (list: MockProperty[]) => new Map(list.map((p) => [p.name, p]));
  return {
    contacts: byName([
      contact('email', 'Email'),
      contact('firstname', 'First Name'),
      contact('lastname', 'Last Name'),
      contact('phone', 'Phone Number', 'string', 'phonenumber'),
      contact('jobtitle', 'Job Title'),
      contact('company', 'Company Name'),
      contact('website', 'Website URL'),
      contact('hs_object_id', 'Record ID', 'number', 'number'),
    ]),
    companies: byName([
      company('name', 'Company name'),
      company('domain', 'Company Domain Name'),
      company('city', 'City'),
      company('phone', 'Phone Number', 'string', 'phonenumber'),
      company('numberofemployees', 'Number of Employees', 'number', 'number'),
      company('hs_object_id', 'Record ID', 'number', 'number'),
    ]),
  };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly category: string,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = (category: string, message: string) => ({
  status: 'error',
  message,
  correlationId: '00000000-0000-4000-8000-000000000000',
  category,
});

export interface MockRequest {
  method: string;
  path: string;
  /** The operation's path template, e.g. /crm/v3/objects/companies/batch/create. */
  operation: string | null;
  body: unknown;
  status: number;
}

type Inputs<T> = { inputs: T[] };

export async function startHubspotOpenApiMock(options: { now?: () => number } = {}) {
  const docs = loadHubspotSpecs();
  const now = options.now ?? (() => Date.parse('2026-11-23T12:00:00Z'));
  const properties = seedProperties();
  const records: Record<'contacts' | 'companies', Map<string, MockRecord>> = {
    contacts: new Map(),
    companies: new Map(),
  };
  /** contact id → company ids */
  const associations = new Map<string, Set<string>>();
  const requests: MockRequest[] = [];
  const invalid: { method: string; path: string; errors: string[] }[] = [];
  const answerErrors: { method: string; path: string; errors: string[] }[] = [];
  let nextId = 1000;
  const iso = () => new Date(now()).toISOString();

  /** HubSpot refuses a whole batch over 100 inputs, or one naming the same record twice. */
  function checkBatch(inputs: unknown[], idOf?: (input: Record<string, unknown>) => string | undefined) {
    if (inputs.length > 100) throw new Refusal(400, 'VALIDATION_ERROR', 'Batch inputs are limited to 100');
    if (!idOf) return;
    const ids = inputs.map((input) => (isObject(input) ? idOf(input)?.toLowerCase() : undefined));
    if (new Set(ids).size !== ids.length)
      throw new Refusal(400, 'VALIDATION_ERROR', 'Duplicate IDs found in batch input');
  }

  /** HubSpot's property value checks: the property exists, is writable, and the value fits its type. */
  function checkValues(objectType: string, values: Record<string, string>) {
    const known = properties[objectType] ?? new Map<string, MockProperty>();
    for (const [name, value] of Object.entries(values)) {
      const property = known.get(name);
      const bad = (why: string) =>
        new Refusal(400, 'VALIDATION_ERROR', `Property values were not valid: ${name} ${why}`);
      if (!property) throw bad('does not exist (PROPERTY_DOESNT_EXIST)');
      if (property.modificationMetadata?.readOnlyValue) throw bad('is read-only (READ_ONLY_VALUE)');
      if (value === '') continue;
      if (property.type === 'number' && !Number.isFinite(Number(value)))
        throw bad(`is a number, not "${value}"`);
      if (property.type === 'bool' && value !== 'true' && value !== 'false')
        throw bad(`is true or false, not "${value}"`);
      if (property.type === 'enumeration' && !property.options.some((option) => option.value === value))
        throw bad(`has no option "${value}"`);
    }
  }

  function write(kind: 'contacts' | 'companies', id: string | null, values: Record<string, string>) {
    const existing = id ? records[kind].get(id) : undefined;
    if (!existing) nextId += 1;
    const record: MockRecord = existing ?? {
      id: String(nextId),
      properties: {},
      createdAt: iso(),
      updatedAt: iso(),
    };
    for (const [name, value] of Object.entries(values)) {
      // An empty string clears the property (HubSpot: "To clear a property value, send an empty string").
      if (value === '') delete record.properties[name];
      else record.properties[name] = value;
    }
    record.properties.hs_object_id = record.id;
    record.updatedAt = iso();
    records[kind].set(record.id, record);
    return record;
  }

  const publicObject = (record: MockRecord, extra: Record<string, unknown> = {}) => ({
    id: record.id,
    properties: { ...record.properties },
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: false,
    ...extra,
  });

  const batchAnswer = (results: unknown[], errors: unknown[] = []) => ({
    status: 'COMPLETE',
    results,
    ...(errors.length ? { errors, numErrors: errors.length } : {}),
    startedAt: iso(),
    completedAt: iso(),
  });

  const notFound = (ids: string[]) => ({
    status: 'error',
    category: 'OBJECT_NOT_FOUND',
    message: `Could not get some records: ${ids.join(', ')}`,
    context: { ids },
    errors: [],
    links: {},
  });

  function answer(
    matched: MatchedOperation,
    query: URLSearchParams,
    body: unknown,
  ): { status: number; body?: unknown } {
    const route = `${matched.method} ${matched.template}`;
    const { params } = matched;
    switch (route) {
      case 'GET /crm/v3/properties/{objectType}': {
        const known = properties[params.objectType ?? ''];
        if (!known)
          throw new Refusal(
            400,
            'VALIDATION_ERROR',
            `Unable to infer object type from: ${params.objectType}`,
          );
        return { status: 200, body: { results: [...known.values()] } };
      }
      case 'POST /crm/v3/properties/{objectType}': {
        const objectType = params.objectType ?? '';
        const known = properties[objectType];
        const input = body as MockProperty;
        if (!known)
          throw new Refusal(400, 'VALIDATION_ERROR', `Unable to infer object type from: ${objectType}`);
        if (!mockPropertyGroups[objectType]?.includes(input.groupName))
          throw new Refusal(
            400,
            'VALIDATION_ERROR',
            `Property group ${input.groupName} does not exist on ${objectType}`,
          );
        if (input.type === 'enumeration' && !input.options?.length)
          throw new Refusal(400, 'VALIDATION_ERROR', 'Enumeration properties need options');
        if (known.has(input.name))
          throw new Refusal(409, 'OBJECT_ALREADY_EXISTS', `A property named '${input.name}' already exists.`);
        const created: MockProperty = {
          name: input.name,
          label: input.label,
          type: input.type,
          fieldType: input.fieldType,
          groupName: input.groupName,
          description: input.description ?? '',
          options: (input.options ?? []).map((option) => ({ ...option })),
          hubspotDefined: false,
          modificationMetadata: { archivable: true, readOnlyDefinition: false, readOnlyValue: false },
        };
        known.set(created.name, created);
        return { status: 201, body: { ...created, createdAt: iso(), updatedAt: iso() } };
      }
      case 'GET /crm/v3/objects/contacts': {
        const limit = Number(query.get('limit') ?? 10);
        return {
          status: 200,
          body: { results: [...records.contacts.values()].slice(0, limit).map((r) => publicObject(r)) },
        };
      }
      case 'POST /crm/v3/objects/companies':
      case 'POST /crm/v3/objects/contacts': {
        const kind = matched.template.endsWith('companies') ? 'companies' : 'contacts';
        const input = body as { properties: Record<string, string> };
        checkValues(kind, input.properties);
        return { status: 201, body: publicObject(write(kind, null, input.properties)) };
      }
      case 'PATCH /crm/v3/objects/companies/{companyId}':
      case 'PATCH /crm/v3/objects/contacts/{contactId}': {
        const kind = matched.template.includes('companies') ? 'companies' : 'contacts';
        const id = params.companyId ?? params.contactId ?? '';
        if (!records[kind].has(id)) throw new Refusal(404, 'OBJECT_NOT_FOUND', 'resource not found');
        const input = body as { properties: Record<string, string> };
        checkValues(kind, input.properties);
        return { status: 200, body: publicObject(write(kind, id, input.properties)) };
      }
      case 'POST /crm/v3/objects/companies/batch/create':
      case 'POST /crm/v3/objects/contacts/batch/create': {
        const kind = matched.template.includes('companies') ? 'companies' : 'contacts';
        const { inputs } = body as Inputs<{
          properties: Record<string, string>;
          objectWriteTraceId?: string;
        }>;
        checkBatch(inputs);
        for (const input of inputs) checkValues(kind, input.properties);
        const results = inputs.map((input) =>
          publicObject(
            write(kind, null, input.properties),
            input.objectWriteTraceId ? { objectWriteTraceId: input.objectWriteTraceId } : {},
          ),
        );
        // HubSpot does not promise the order of a batch's results.
        return { status: 201, body: batchAnswer(results.reverse()) };
      }
      case 'POST /crm/v3/objects/companies/batch/update':
      case 'POST /crm/v3/objects/contacts/batch/update': {
        const kind = matched.template.includes('companies') ? 'companies' : 'contacts';
        const { inputs } = body as Inputs<{
          id: string;
          properties: Record<string, string>;
          objectWriteTraceId?: string;
        }>;
        checkBatch(inputs, (input) => String(input.id));
        for (const input of inputs) checkValues(kind, input.properties);
        const missing = inputs.filter((input) => !records[kind].has(input.id)).map((input) => input.id);
        const results = inputs
          .filter((input) => records[kind].has(input.id))
          .map((input) => publicObject(write(kind, input.id, input.properties)));
        return missing.length
          ? { status: 207, body: batchAnswer(results.reverse(), [notFound(missing)]) }
          : { status: 200, body: batchAnswer(results.reverse()) };
      }
      case 'POST /crm/v3/objects/contacts/batch/upsert':
      case 'POST /crm/v3/objects/companies/batch/upsert': {
        const kind = matched.template.includes('companies') ? 'companies' : 'contacts';
        const { inputs } = body as Inputs<{
          id: string;
          idProperty?: string;
          properties: Record<string, string>;
        }>;
        checkBatch(inputs, (input) => String(input.id));
        const results = inputs.map((input) => {
          const idProperty = input.idProperty ?? 'hs_object_id';
          if (
            kind === 'contacts'
              ? !['email', 'hs_object_id'].includes(idProperty)
              : idProperty !== 'hs_object_id'
          )
            throw new Refusal(400, 'VALIDATION_ERROR', `${idProperty} is not a unique property of ${kind}`);
          checkValues(kind, input.properties);
          const existing = [...records[kind].values()].find((record) =>
            idProperty === 'hs_object_id'
              ? record.id === input.id
              : (record.properties[idProperty] ?? '').toLowerCase() === input.id.toLowerCase(),
          );
          const values = idProperty === 'email' ? { email: input.id, ...input.properties } : input.properties;
          return publicObject(write(kind, existing?.id ?? null, values), { new: !existing });
        });
        return { status: 200, body: batchAnswer(results.reverse()) };
      }
      case 'POST /crm/v4/associations/{fromObjectType}/{toObjectType}/batch/associate/default': {
        if (params.fromObjectType !== 'contacts' || params.toObjectType !== 'companies')
          throw new Refusal(400, 'VALIDATION_ERROR', 'The mock links contacts to companies only');
        const { inputs } = body as Inputs<{ from: { id: string }; to: { id: string } }>;
        checkBatch(inputs);
        const results: unknown[] = [];
        const errors: unknown[] = [];
        for (const input of inputs) {
          if (!records.contacts.has(input.from.id) || !records.companies.has(input.to.id)) {
            errors.push(notFound([input.from.id, input.to.id]));
            continue;
          }
          const linked = associations.get(input.from.id) ?? new Set<string>();
          linked.add(input.to.id);
          associations.set(input.from.id, linked);
          results.push({
            from: { id: input.from.id },
            to: { id: input.to.id },
            associationSpec: { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 279 },
          });
        }
        return { status: 200, body: batchAnswer(results, errors) };
      }
      default:
        throw new Refusal(501, 'NOT_IMPLEMENTED', `The mock does not answer ${route}`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://mock');
    const method = req.method ?? 'GET';
    let parsed: unknown;
    const reply = (status: number, body?: unknown, operation: string | null = null) => {
      requests.push({ method, path: url.pathname + url.search, operation, body: parsed, status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      invalid.push({ method, path: url.pathname, errors: ['the body is not JSON'] });
      return reply(400, errorBody('VALIDATION_ERROR', 'Invalid JSON'));
    }
    const matched = findOperation(docs, method, url.pathname);
    if (!matched) {
      invalid.push({
        method,
        path: url.pathname,
        errors: ['no operation of the spec has this method and path'],
      });
      return reply(404, errorBody('NOT_FOUND', `No operation ${method} ${url.pathname}`));
    }
    const errors = requestErrors(matched, {
      query: url.searchParams,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: parsed,
    });
    if (errors.length) {
      invalid.push({ method, path: url.pathname, errors });
      return reply(400, errorBody('VALIDATION_ERROR', errors.join('; ')), matched.template);
    }
    let result: { status: number; body?: unknown };
    try {
      result = answer(matched, url.searchParams, parsed);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A refusal for a malformed request counts as invalid; a conflict (409) or a missing record does not.
      if (error.status === 400 || error.status === 501)
        invalid.push({ method, path: url.pathname, errors: [error.message] });
      result = { status: error.status, body: errorBody(error.category, error.message) };
    }
    const wrongAnswer = responseErrors(matched, result.status, result.body);
    if (wrongAnswer.length) answerErrors.push({ method, path: url.pathname, errors: wrongAnswer });
    reply(result.status, result.body, matched.template);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      invalid.push({
        method: req.method ?? '',
        path: req.url ?? '',
        errors: [`mock failure: ${String(error)}`],
      });
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    invalid,
    answerErrors,
    properties,
    records,
    associations,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
