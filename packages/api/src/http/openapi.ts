import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@leadpath/auth';
import { type ZodType, z } from 'zod';
import type { RestRoute } from '../trpc.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  takesIdempotencyKey,
} from './idempotency.ts';
import { handWrittenPaths, handWrittenTags } from './openapi-hand-written.ts';
import { listRestProcedures } from './rest-procedures.ts';

/** The project's licence (LICENSE at the repository root), by its SPDX identifier as OpenAPI 3.1 allows. */
const PROJECT_LICENSE = { name: 'MIT License', identifier: 'MIT' };

const binarySchema = { type: 'string', format: 'binary' };
const multipartFileSchema = {
  type: 'object',
  required: ['file'],
  properties: { file: binarySchema },
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** Every tag an operation may name, with what it groups; an operation with another tag fails the build. */
const tagDescriptions: Record<string, string> = {
  Auth: 'Sign in and out with email and password; answers set or clear the session cookie.',
  Setup: 'The one-time creation of the first Admin of an empty install.',
  User: 'The signed-in user: profile, role and avatar.',
  Account: 'Password, sessions and account deletion; only the account owner, never an Admin acting for them.',
  Companies: 'The companies list: search, create, change, delete, CSV export.',
  Prospects:
    'The prospects list: search and filters, create, change, delete, CSV import and export, DISC types and engagement guides.',
  CRM: 'Salesforce or HubSpot: settings, field mappings, custom fields and the lead sync.',
  'API access': 'API access settings and API keys. Session only: a key cannot manage keys.',
  Webhooks:
    'Outgoing webhooks: endpoints, their signing secrets, the delivery log, redelivery and test events. Session only, as API access.',
  LinkedIn: 'The LinkedIn schedule, warmup and on/off switch.',
  Calendar: 'Meeting availability and the booking page settings.',
  Signature: 'The email signature and test drafts of it.',
  Team: 'Team members, roles and invitations.',
  Mailboxes: 'The local outbox: mail the app sent while no mailbox is connected.',
  'Chat export': 'The chats of chosen lists as a PDF, DOCX or JPEG file.',
  Integrations: 'Connected apps: the connect flow, saving a connection, disconnecting.',
  Admin: "Staff tools: user search, a user's plan, impersonation and its audit log.",
  'AI Training':
    'Staff tools that train and check the assistants (Admin staff with two factors, session only): agent versions published after their evaluation, rollback and its audit, knowledge, evaluation cases.',
  Billing:
    "Plans and payment: checkout, the payment portal, the subscription and the payment provider's signed webhook.",
  'Custom outreach':
    "Sequences of emails, calls, LinkedIn steps and tasks: steps and A/B variants, enrollment, the computed schedule, results, a prospect's activity, the sending window and caps, open tasks.",
  'Power Dialer':
    "Calling through a queue of prospects: sessions from a selection or from call tasks, the prospect on screen reserved from the rest of the team, calling hours in the prospect's zone, the do-not-call list, logged calls with their required disposition. Keys need the voice permissions.",
  Domains:
    'Sending domains: the DKIM key the app generates, the SPF, DKIM, DMARC and MX records to publish, their verification (missing, wrong, ok, with what to fix) and the demo DNS zone. Session only.',
  'Go-to-market':
    "Playbooks: the ideal customer profile, personas with their linked sequence, messaging and scoring rules; templates to start from, the audience a profile reaches, and the linked sequences' results.",
  Enrichment:
    'Filling gaps in prospects offline: every value found kept with its source, confidence and time; empty fields filled, others only when ticked; bulk runs as jobs. Keys need leads:enrich.',
  Writer:
    'Drafts of sequence steps: from templates (no language model), or from the chat-completions model an Admin configured.',
};

const errorDescriptions: Record<number, string> = {
  400: 'Bad input: `error` says what to fix, `issues` lists each field',
  401: 'Not signed in, or the API key is unknown, inactive or expired (see WWW-Authenticate)',
  403: 'Refused: a plan, role or account gate; a cross-site write; an API key on a path that takes none, or without the permission it needs',
  404: 'Not found, or not yours',
  409: 'Conflicts with what exists (a duplicate), or a request with the same Idempotency-Key is still running',
  413: 'The request body is too large; the connection is closed after this answer',
  422: 'This Idempotency-Key was already used for another request',
  429: 'Too many requests: wait Retry-After seconds',
  502: 'An outside service (the CRM, the connect service, the payment provider) failed or refused',
  503: 'An outside service is unavailable; try again later',
};

const errorResponseNames: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'ContentTooLarge',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaderRefs = {
  'RateLimit-Policy': ref('RateLimit-Policy'),
  'RateLimit-Limit': ref('RateLimit-Limit'),
  'RateLimit-Remaining': ref('RateLimit-Remaining'),
  'RateLimit-Reset': ref('RateLimit-Reset'),
};

const headerComponents = {
  'RateLimit-Policy': {
    description:
      'The limits that apply to the caller, `requests;w=seconds` each: an API key’s owner’s (e.g. `60;w=60, 1000;w=3600, 10000;w=86400`), or the web app’s per person or address',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': {
    description: 'The limit of the window closest to running out',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in that window',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until that window starts again',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  'WWW-Authenticate': {
    description: 'On an API key refusal: `Bearer error="invalid_token"`',
    schema: { type: 'string' },
  },
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description: `\`true\` when this is the answer kept for an earlier request with the same ${IDEMPOTENCY_KEY_HEADER}`,
    schema: { type: 'string', enum: ['true'] },
  },
  'Content-Disposition': {
    description: 'The file’s name: `attachment; filename="…"`',
    required: true,
    schema: { type: 'string' },
  },
};

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `Makes a retry safe: the same key with the same body answers the first request's result again for ${IDEMPOTENCY_KEY_TTL_MS / 3_600_000} hours (marked \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key.`,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The body schema without the path's parameters: the path names them, the body need not repeat them. */
function withoutPathParams(schema: JsonSchema, pathParams: string[]): JsonSchema {
  if (!schema.properties || pathParams.length === 0) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).filter(([name]) => !pathParams.includes(name)),
  );
  const required = schema.required?.filter((name) => !pathParams.includes(name));
  const { required: _all, ...rest } = schema;
  return { ...rest, properties, ...(required?.length ? { required } : {}) };
}

/**
 * The statuses an operation can answer besides 200, derived from its route: 401 and 403 everywhere
 * (a bad key, a gate, a cross-site write, a key where none may go), 429 everywhere (every caller is
 * rate-limited: a key by its owner's limits, the web app per person or address), 400 for an input,
 * 404 for a path with a {param}, 413 for a body, plus the handler's own from the route meta.
 */
export function errorStatusesOf(route: RestRoute, hasInput: boolean): number[] {
  const statuses = new Set([401, 403, 429, ...(route.errors ?? [])]);
  if (hasInput) statuses.add(400);
  if (route.path.includes('{')) statuses.add(404);
  if (route.method !== 'GET' && route.method !== 'DELETE') statuses.add(413);
  if (takesIdempotencyKey(route)) {
    statuses.add(409);
    statuses.add(422);
  }
  return [...statuses].sort((a, b) => a - b);
}

function whoMayCall(route: RestRoute): string {
  if (route.public) return 'Anyone may call it: no sign-in needed.';
  if (route.permission) return `Session cookie, or an API key with the \`${route.permission}\` permission.`;
  return 'Session cookie only: an API key gets 403.';
}

function responsesOf(route: RestRoute, output: ZodType | undefined, errors: number[]) {
  const ok =
    route.answer === 'file'
      ? {
          description: 'The file, as an attachment',
          headers: { ...rateLimitHeaderRefs, 'Content-Disposition': ref('Content-Disposition') },
          content: Object.fromEntries(
            (route.fileTypes ?? []).map((type) => [type, { schema: binarySchema }]),
          ),
        }
      : {
          description: 'OK',
          headers: takesIdempotencyKey(route)
            ? { ...rateLimitHeaderRefs, [IDEMPOTENT_REPLAYED_HEADER]: ref(IDEMPOTENT_REPLAYED_HEADER) }
            : rateLimitHeaderRefs,
          content: { 'application/json': { schema: output ? jsonSchemaOf(output, 'output') : {} } },
        };
  const responses: Record<string, unknown> = { '200': ok };
  for (const status of errors) {
    const name = errorResponseNames[status];
    if (!name) throw new Error(`${route.method} ${route.path}: no error response for status ${status}`);
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
  }
  return responses;
}

/** One error answer per status some operation can give, shared by all of them. */
function errorResponseComponents(statusesInUse: Set<number>) {
  return Object.fromEntries(
    Object.entries(errorResponseNames)
      .filter(([status]) => statusesInUse.has(Number(status)))
      .map(([status, name]) => {
        const headers = {
          ...rateLimitHeaderRefs,
          ...(status === '429' ? { 'Retry-After': ref('Retry-After') } : {}),
          ...(status === '401' ? { 'WWW-Authenticate': ref('WWW-Authenticate') } : {}),
        };
        const content = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
        return [name, { description: errorDescriptions[Number(status)], headers, content }];
      }),
  );
}

function operation(route: RestRoute, input: ZodType | undefined, output: ZodType | undefined) {
  for (const tag of route.tags) {
    if (!(tag in tagDescriptions))
      throw new Error(`${route.method} ${route.path}: describe the tag "${tag}"`);
  }
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const inputSchema = input ? jsonSchemaOf(input, 'input') : undefined;
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: inputSchema?.properties?.[name] ?? { type: 'string' },
  }));
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  if (inQuery && inputSchema?.properties) {
    for (const [name, schema] of Object.entries(inputSchema.properties)) {
      if (pathParams.includes(name)) continue;
      const isArray = (schema as { type?: unknown }).type === 'array';
      parameters.push({
        name,
        in: 'query',
        required: inputSchema.required?.includes(name) ?? false,
        // One form for lists: the parameter repeated, `status=new&status=won`.
        ...(isArray ? { style: 'form', explode: true } : {}),
        schema,
      });
    }
  }
  if (takesIdempotencyKey(route))
    parameters.push({ $ref: `#/components/parameters/${IDEMPOTENCY_KEY_HEADER}` });
  if (route.body === 'raw' && route.signatureHeader)
    parameters.push({
      name: route.signatureHeader,
      in: 'header',
      required: true,
      description: 'The signature of the body, checked before anything is read.',
      schema: { type: 'string' },
    });
  const bodySchema = !inQuery && inputSchema ? withoutPathParams(inputSchema, pathParams) : undefined;
  const errors = errorStatusesOf(route, input !== undefined);
  return {
    summary: route.summary,
    description: [route.description, whoMayCall(route)].filter(Boolean).join('\n\n'),
    tags: route.tags,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    security: route.public
      ? []
      : route.permission
        ? [{ sessionCookie: [] }, { apiKey: [] }]
        : [{ sessionCookie: [] }],
    ...(route.permission ? { 'x-api-key-permission': route.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body === 'raw'
      ? {
          requestBody: {
            required: true,
            description: 'Read as raw bytes: the signature covers them exactly as sent.',
            content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
          },
        }
      : route.body === 'multipart'
        ? {
            requestBody: {
              required: true,
              content: { 'multipart/form-data': { schema: multipartFileSchema } },
            },
          }
        : bodySchema
          ? {
              requestBody: {
                required: (bodySchema.required?.length ?? 0) > 0,
                content: { 'application/json': { schema: bodySchema } },
              },
            }
          : {}),
    responses: responsesOf(route, output, errors),
  };
}

const overview = `The REST surface of Leadpath.

**Who may call.** Browsers authenticate with the session cookie; programmatic clients send \`Authorization: Bearer <API key>\`. Each operation says whether a key may call it and with which permission (\`x-api-key-permission\`); a key anywhere else gets 403.

**Errors** are \`{"error": "message"}\`, with \`issues\` (one per field) for bad input. Each operation lists the statuses it can answer. A path called with a method it does not take answers 405 with \`Allow\` listing the methods it takes; an unknown path answers 404.

**Rate limits.** API key calls count against the key owner's per-minute, per-hour and per-day limits; the web app's calls against a limit per person or address. Answers carry \`RateLimit-Policy\`, \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; over a limit the answer is 429 with \`Retry-After\`. Calls a key may not make are refused before they count.

**Lists in query parameters** repeat the parameter: \`?status=new&status=contacted\` (\`style: form, explode: true\`).

**PATCH** of a prospect, a company or the profile is a JSON merge patch (RFC 7396): only the fields sent change, \`null\` clears a field that may be empty. Settings PATCHes say in their description whether they take a part of the settings or replace them.

**Retries.** A POST that acts for a caller takes an \`Idempotency-Key\` header (Stripe's semantics): the same key and body answer the first result for 24 hours, the same key with another body is 422.

**Bodies** larger than an operation allows are refused with 413 before they are read, and the connection is closed after that answer.`;

/** The OpenAPI 3.1 document of the REST surface, generated from the procedures' meta. */
export function buildOpenApiDocument(options: { publicUrl?: string } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tagsInUse: string[] = [];
  const statusesInUse = new Set<number>();
  for (const { route, input, output } of listRestProcedures()) {
    const key = `/api${route.path}`;
    paths[key] ??= {};
    paths[key][route.method.toLowerCase()] = operation(route, input, output);
    for (const tag of route.tags) if (!tagsInUse.includes(tag)) tagsInUse.push(tag);
    for (const status of errorStatusesOf(route, input !== undefined)) statusesInUse.add(status);
  }
  Object.assign(paths, handWrittenPaths);
  const tags = [
    ...tagsInUse.map((name) => ({ name, description: tagDescriptions[name] })),
    ...Object.entries(handWrittenTags).map(([name, description]) => ({ name, description })),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadpath API',
      version: '1.0.0',
      description: overview,
      license: PROJECT_LICENSE,
      contact: {
        name: 'The administrators of this Leadpath install',
        ...(options.publicUrl ? { url: options.publicUrl } : {}),
      },
    },
    servers: [{ url: '/' }],
    tags,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SECURE_SESSION_COOKIE_NAME,
          description: `Set by sign-in. Over plain http (local development) it is named \`${SESSION_COOKIE_NAME}\`: browsers keep a __Host- cookie only when it is Secure.`,
        },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from Settings, API Access' },
      },
      parameters: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyParameter },
      headers: headerComponents,
      responses: errorResponseComponents(statusesInUse),
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string' },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      },
    },
    paths,
  };
}
