import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer the fake gives: status, headers, body (JSON), or a silence the client must time out on. */
export type FakeAnswer = { status: number; headers?: Record<string, string>; json?: unknown } | 'hang';

export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A chat-completions answer as OpenAI documents it, with `content` as the message. */
export function completionOf(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

/** A local OpenAI-compatible server on 127.0.0.1 answering from a queue; records what it was sent. */
export async function startFakeChatServer(answers: FakeAnswer[]) {
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request, response) => {
    seen.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: await bodyOf(request),
    });
    const answer = answers.shift() ?? { status: 500, json: { error: { message: 'no answer queued' } } };
    if (answer === 'hang') return void hanging.push(response);
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.json ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
