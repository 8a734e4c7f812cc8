import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from '@leadpath/auth';
import { type ZodType, z } from 'zod';
import type { HttpMethod, RestRoute } from '../trpc.ts';
import { listRestProcedures } from './rest-procedures.ts';

const binarySchema = { type: 'string', format: 'binary' };
const multipartFileSchema = {
  type: 'object',
  required: ['file'],
  properties: { file: binarySchema },
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const errorDescriptions: Record<number, string> = {
  400: 'Bad input: the message says what to fix',
  401: 'Not signed in, or the API key is unknown, inactive or expired',
  403: 'A gate says no: plan, role, or a permission the API key lacks',
  404: 'Not found, or not yours',
  413: 'Too large: the upload exceeds the size limit',
  429: 'Too many requests: wait for Retry-After seconds',
};

function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function errorResponses(codes: number[]) {
  return Object.fromEntries(
    codes.map((code) => [
      String(code),
      {
        description: errorDescriptions[code] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function operation(op: {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  input?: ZodType;
  output?: ZodType;
  security: Record<string, string[]>[];
  errors: number[];
  permission?: string | null;
  body?: RestRoute['body'];
  answer?: RestRoute['answer'];
  fileTypes?: string[];
}) {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const inputSchema = op.input ? jsonSchemaOf(op.input, 'input') : undefined;
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = op.method === 'GET' || op.method === 'DELETE';
  if (inQuery && inputSchema?.properties) {
    for (const [name, schema] of Object.entries(inputSchema.properties)) {
      if (pathParams.includes(name)) continue;
      parameters.push({ name, in: 'query', required: inputSchema.required?.includes(name) ?? false, schema });
    }
  }
  return {
    summary: op.summary,
    tags: op.tags,
    operationId: `${op.method.toLowerCase()}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    security: op.security,
    ...(op.permission ? { 'x-api-key-permission': op.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body === 'multipart'
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: multipartFileSchema } },
          },
        }
      : !inQuery && inputSchema
        ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema } } } }
        : {}),
    responses: {
      '200':
        op.answer === 'file'
          ? {
              description: 'The file, with Content-Disposition: attachment',
              content: Object.fromEntries(
                (op.fileTypes ?? []).map((type) => [type, { schema: binarySchema }]),
              ),
            }
          : {
              description: 'OK',
              content: { 'application/json': { schema: op.output ? jsonSchemaOf(op.output, 'output') : {} } },
            },
      ...errorResponses(op.errors),
    },
  };
}

/** The OpenAPI 3.1 document of the REST surface, generated from the procedures' meta. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { route, input, output } of listRestProcedures()) {
    const security: Record<string, string[]>[] = route.public
      ? []
      : route.permission
        ? [{ sessionCookie: [] }, { apiKey: [] }]
        : [{ sessionCookie: [] }];
    const errors = route.errors ?? [400, 401, 403, 404, 429].filter((code) => code !== 400 || input);
    const key = `/api${route.path}`;
    paths[key] ??= {};
    paths[key][route.method.toLowerCase()] = operation({ ...route, input, output, security, errors });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadpath API',
      version: '1.0.0',
      description:
        'The REST surface of Leadpath. Browsers authenticate with the session cookie; programmatic clients send `Authorization: Bearer <API key>`, and each path names the permission a key needs (`x-api-key-permission`). Errors are `{"error": "message"}`, with `issues` for bad input.',
    },
    servers: [{ url: '/' }],
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
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
