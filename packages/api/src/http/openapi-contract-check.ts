import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Holds every answer of the app to the OpenAPI document it serves: a `fetch` for openapi-fetch that
 * calls the in-process app and checks each exchange (route, status, media type, headers, body, and the
 * request itself when the answer was a success), JSON Schema 2020-12 by ajv.
 */

interface HeaderObject {
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject | { $ref: string }>;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

/** Headers the contract speaks of: present on an answer whose document does not name them is a failure. */
const CONTRACT_HEADERS = [
  'retry-after',
  'ratelimit-policy',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'www-authenticate',
  'content-disposition',
];

/** The first bytes of the files the API answers, so a "PDF" that is really an error page fails. */
const magicBytes: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const DOC_ID = 'openapi.json';

function resolve<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const pointer = (value as { $ref: string }).$ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const part of pointer)
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as T;
}

interface Operation {
  template: string;
  pattern: RegExp;
  literals: number;
}

/** A route key as the document names it: 'get /api/prospects/{id}'. */
export const operationKey = (method: string, template: string) => `${method.toLowerCase()} ${template}`;

/** A Content-Type header's media type, without its parameters. */
const contentTypeOf = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]!.trim();

export function createContractChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ components: doc.components }, DOC_ID);
  const validators = new Map<string, ValidateFunction>();
  const problems: string[] = [];
  /** Every status each documented operation answered: 'get /api/prospects' -> {200, 400}. */
  const seen = new Map<string, Set<number>>();

  const operations: Operation[] = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
    ),
    literals: template.split('/').filter((part) => part && !part.startsWith('{')).length,
  }));

  /** The documented path a request path is, the most literal match first (/prospects/count before /prospects/{id}). */
  function templateOf(pathname: string): string | undefined {
    return operations.filter((op) => op.pattern.test(pathname)).sort((a, b) => b.literals - a.literals)[0]
      ?.template;
  }

  function validatorOf(key: string, schema: Record<string, unknown>): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      const absolute = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`),
      );
      validate = ajv.compile(absolute);
      validators.set(key, validate);
    }
    return validate;
  }

  function check(what: string, key: string, schema: Record<string, unknown>, value: unknown): void {
    const validate = validatorOf(key, schema);
    if (!validate(value))
      problems.push(
        `${what}: ${ajv.errorsText(validate.errors, { dataVar: 'value' })} in ${JSON.stringify(value).slice(0, 300)}`,
      );
  }

  /** A header's text as its schema's type: '42' is the integer 42. */
  function headerValue(text: string, schema: Record<string, unknown> | undefined): unknown {
    return schema?.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
  }

  function checkRequest(
    what: string,
    opKey: string,
    op: OperationObject,
    url: URL,
    body: string | null,
    contentType: string,
  ) {
    for (const param of op.parameters ?? []) {
      if (param.in !== 'query' || !param.schema) continue;
      const values = url.searchParams.getAll(param.name);
      if (values.length === 0) {
        if (param.required)
          problems.push(`${what}: succeeded without the required query parameter ${param.name}`);
        continue;
      }
      const schema = param.schema;
      const value =
        schema.type === 'array'
          ? values.map((v) => headerValue(v, schema.items as Record<string, unknown>))
          : headerValue(values[0] ?? '', schema);
      check(`${what} query ${param.name}`, `${opKey} query ${param.name}`, schema, value);
    }
    const json = op.requestBody?.content['application/json'];
    if (json?.schema && contentType === 'application/json') {
      let parsed: unknown;
      try {
        parsed = body ? JSON.parse(body) : undefined;
      } catch {
        problems.push(`${what}: succeeded with a body that is not JSON`);
        return;
      }
      if (parsed === undefined) {
        if (op.requestBody?.required) problems.push(`${what}: succeeded without the required body`);
      } else check(`${what} request body`, `${opKey} request`, json.schema, parsed);
    }
  }

  async function checkExchange(
    request: Request,
    requestBody: string | null,
    response: Response,
  ): Promise<void> {
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    const what = `${request.method} ${url.pathname}${url.search} → ${response.status}`;
    const template = templateOf(url.pathname);
    if (!template) {
      problems.push(`${what}: the document describes no such path`);
      return;
    }
    const op = doc.paths[template]?.[method];
    const contentType = contentTypeOf(response.headers);
    if (!op) return checkUndocumentedMethod(what, method, template, response, contentType);
    const opKey = operationKey(method, template);
    seen.set(opKey, new Set([...(seen.get(opKey) ?? []), response.status]));
    const declared = op.responses[String(response.status)];
    if (!declared) {
      problems.push(
        `${what}: the document allows ${Object.keys(op.responses).join(', ')}; body ${(await response.text()).slice(0, 200)}`,
      );
      return;
    }
    const answer = resolve<ResponseObject>(doc, declared);
    checkAnswerHeaders(what, answer, response.headers);
    if (!(await checkAnswerBody(what, opKey, answer, response, contentType))) return;
    if (response.ok) checkRequest(what, opKey, op, url, requestBody, contentTypeOf(request.headers));
  }

  /** A method the path does not take: 405, Allow naming exactly the documented methods, {error}. */
  async function checkUndocumentedMethod(
    what: string,
    method: string,
    template: string,
    response: Response,
    contentType: string,
  ): Promise<void> {
    const documented = Object.keys(doc.paths[template] ?? {}).map((m) => m.toUpperCase());
    const allow = (response.headers.get('allow') ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (response.status !== 405) problems.push(`${what}: a method the path does not take must answer 405`);
    else if ([...allow].sort().join() !== [...documented].sort().join())
      problems.push(`${what}: Allow is "${allow.join(', ')}", the document has ${documented.join(', ')}`);
    if (contentType !== 'application/json')
      problems.push(`${what}: the 405 is ${contentType || 'no content type'}`);
    else check(`${what} body`, 'Error', { $ref: '#/components/schemas/Error' }, await response.json());
    const key = operationKey(method, template);
    seen.set(key, new Set([...(seen.get(key) ?? []), 405]));
  }

  /** The answer's documented headers (required ones present, values of their schema), and no others of ours. */
  function checkAnswerHeaders(what: string, answer: ResponseObject, received: Headers): void {
    const headers = Object.fromEntries(
      Object.entries(answer.headers ?? {}).map(([name, h]) => [
        name.toLowerCase(),
        resolve<HeaderObject>(doc, h),
      ]),
    );
    for (const [name, header] of Object.entries(headers)) {
      const text = received.get(name);
      if (text === null) {
        if (header.required) problems.push(`${what}: the required header ${name} is missing`);
      } else if (header.schema)
        check(`${what} header ${name}`, `header ${name}`, header.schema, headerValue(text, header.schema));
    }
    for (const name of CONTRACT_HEADERS)
      if (received.has(name) && !(name in headers))
        problems.push(`${what}: header ${name} is not in the document for this answer`);
  }

  /** The body as documented: none, JSON of its schema, or a file of its type; false when it is not JSON. */
  async function checkAnswerBody(
    what: string,
    opKey: string,
    answer: ResponseObject,
    response: Response,
    contentType: string,
  ): Promise<boolean> {
    const content = answer.content ?? {};
    if (Object.keys(content).length === 0) {
      if ((await response.arrayBuffer()).byteLength > 0) problems.push(`${what}: the document says no body`);
    } else if (!(contentType in content)) {
      problems.push(
        `${what}: Content-Type ${contentType || '(none)'}; the document has ${Object.keys(content).join(', ')}`,
      );
    } else if (contentType === 'application/json') {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        problems.push(`${what}: the body is not JSON`);
        return false;
      }
      const schema = content[contentType]?.schema ?? {};
      check(`${what} body`, `${opKey} ${response.status} ${contentType}`, schema, body);
    } else {
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length === 0) problems.push(`${what}: an empty ${contentType} file`);
      const magic = magicBytes[contentType];
      if (magic && !magic.every((byte, i) => bytes[i] === byte))
        problems.push(`${what}: the body does not start like ${contentType}`);
    }
    return true;
  }

  /** openapi-fetch's `fetch`: the request goes to the app in process, the answer is checked on the way back. */
  function fetchThrough(app: { request(request: Request): Response | Promise<Response> }) {
    return async (input: Request): Promise<Response> => {
      const copy = input.clone();
      const requestBody = copy.headers.get('content-type')?.startsWith('multipart/')
        ? null
        : await copy.text();
      const response = await app.request(input);
      await checkExchange(copy, requestBody, response.clone());
      return response;
    };
  }

  return { fetchThrough, problems, seen };
}
