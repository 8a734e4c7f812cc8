import { failed, type ModelResult, succeeded } from './model-result.ts';

/** An OpenAI-compatible server: OpenAI, Ollama, vLLM or llama.cpp (`/chat/completions` under the base URL). */
export interface ChatCompletionsConfig {
  /** LLM_BASE_URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** LLM_API_KEY: sent as a bearer token, never logged. Local servers may take any. */
  apiKey: string;
  /** LLM_MODEL, e.g. gpt-4o-mini or llama3.1. */
  model: string;
  timeoutMs?: number;
  /** Further attempts after a 429 or 5xx. */
  maxRetries?: number;
  /** Waits for Retry-After; tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>;
}

export interface JsonCompletion {
  system: string;
  user: string;
  /** The JSON schema the answer must follow (response_format json_schema, strict). */
  schemaName: string;
  schema: Record<string, unknown>;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;
const DEFAULT_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the caller is told to try later. */
const LONGEST_WAIT_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; absent: a short growing pause. */
export function retryAfterMs(header: string | null, attempt: number, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return 500 * 2 ** attempt;
}

function requestBody(config: ChatCompletionsConfig, completion: JsonCompletion): string {
  return JSON.stringify({
    model: config.model,
    messages: [
      { role: 'system', content: completion.system },
      { role: 'user', content: completion.user },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: { name: completion.schemaName, schema: completion.schema, strict: true },
    },
  });
}

/** The first choice's message content, parsed as the JSON the schema asked for. */
function contentOf(body: unknown): ModelResult<unknown> {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') return failed('invalid-output', 'The model answered without a message.');
  try {
    return succeeded(JSON.parse(content));
  } catch {
    return failed('invalid-output', 'The model did not answer JSON; try again or choose another model.');
  }
}

type Attempt = { done: ModelResult<unknown> } | { retryInMs: number; failure: ModelResult<unknown> };

async function attemptOnce(config: ChatCompletionsConfig, body: string, attempt: number): Promise<Attempt> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      done: timedOut
        ? failed('timeout', `The model did not answer within ${timeoutMs / 1000} s; try again later.`)
        : failed('provider-error', `The model server could not be reached (${(error as Error).message}).`),
    };
  }
  if (response.ok) return { done: contentOf(await response.json()) };
  await response.body?.cancel();
  const status = response.status;
  if (status !== 429 && status < 500)
    return {
      done: failed(
        'provider-error',
        `The model server refused the request (HTTP ${status}); check LLM_MODEL and LLM_API_KEY.`,
      ),
    };
  const failure =
    status === 429
      ? failed('rate-limited', 'The model server is rate limiting this app; try again in a minute.')
      : failed('provider-error', `The model server failed (HTTP ${status}); try again later.`);
  return { retryInMs: retryAfterMs(response.headers.get('retry-after'), attempt), failure };
}

/** A chat-completions client that asks for JSON and retries 429 and 5xx as Retry-After says. */
export function createChatCompletionsClient(config: ChatCompletionsConfig) {
  const sleep = config.sleep ?? defaultSleep;
  const maxRetries = config.maxRetries ?? DEFAULT_RETRIES;
  return {
    async completeJson(completion: JsonCompletion): Promise<ModelResult<unknown>> {
      const body = requestBody(config, completion);
      for (let attempt = 0; ; attempt++) {
        const result = await attemptOnce(config, body, attempt);
        if ('done' in result) return result.done;
        if (attempt >= maxRetries || result.retryInMs > LONGEST_WAIT_MS) return result.failure;
        await sleep(result.retryInMs);
      }
    },
  };
}

export type ChatCompletionsClient = ReturnType<typeof createChatCompletionsClient>;
