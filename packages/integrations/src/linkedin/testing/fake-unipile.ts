/**
 * A fake of Unipile's documented v1 API (https://developer.unipile.com), as a fetch function: the
 * requests the client must make (X-API-KEY, paths, JSON or multipart bodies) and the answers Unipile
 * documents for them. Written from the documentation's descriptions; no fetched material is kept.
 */
export interface FakeUnipileRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  json?: Record<string, unknown>;
  form?: Record<string, string[]>;
}

export interface FakeUnipile {
  fetch: typeof fetch;
  requests: FakeUnipileRequest[];
  /** public identifier → provider id */
  profiles: Map<string, string>;
  relations: { created_at: number; member_id: string; public_identifier: string; first_name: string }[];
  chats: { id: string; name: string; attendee_provider_id: string; attendee_public_identifier?: string }[];
  messages: Map<string, { id: string; text: string; timestamp: string; is_sender: number }[]>;
  /** Chats whose message list answers with this status (a Unipile outage on one chat). */
  messageListFails: Map<string, number>;
  /** The next POST answers with this error (status and Unipile's error body). */
  failNext: { status: number; type: string; title: string } | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeUnipile(apiKey: string): FakeUnipile {
  const fake: FakeUnipile = {
    requests: [],
    profiles: new Map(),
    relations: [],
    chats: [],
    messages: new Map(),
    messageListFails: new Map(),
    failNext: null,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      if (headers.get('x-api-key') !== apiKey)
        return json(401, { status: 401, type: 'errors/missing_credentials', title: 'Missing credentials' });
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const record: FakeUnipileRequest = { method, path, query: Object.fromEntries(url.searchParams) };
      if (init?.body instanceof FormData) {
        const form: Record<string, string[]> = {};
        for (const [key, value] of init.body.entries()) form[key] = [...(form[key] ?? []), String(value)];
        record.form = form;
      } else if (typeof init?.body === 'string') record.json = JSON.parse(init.body);
      fake.requests.push(record);
      if (method === 'POST' && fake.failNext) {
        const { status, type, title } = fake.failNext;
        fake.failNext = null;
        return json(status, { status, type, title, detail: title });
      }
      let match = /^\/users\/([^/]+)$/.exec(path);
      if (method === 'GET' && match && match[1] !== 'relations') {
        const providerId = fake.profiles.get(decodeURIComponent(match[1]!));
        if (!providerId)
          return json(404, { status: 404, type: 'errors/resource_not_found', title: 'Not found' });
        return json(200, {
          object: 'UserProfile',
          provider: 'LINKEDIN',
          provider_id: providerId,
          public_identifier: match[1],
        });
      }
      if (method === 'POST' && path === '/users/invite')
        return json(201, { object: 'UserInvitationSent', invitation_id: `inv_${fake.requests.length}` });
      if (method === 'GET' && path === '/users/relations')
        return json(200, { object: 'UserRelationsList', items: fake.relations, cursor: null });
      if (method === 'POST' && path === '/chats') {
        const id = `chat_${fake.chats.length + 1}`;
        fake.chats.push({ id, name: '', attendee_provider_id: record.form?.attendees_ids?.[0] ?? '' });
        return json(201, { object: 'ChatStarted', chat_id: id, message_id: `msg_${fake.requests.length}` });
      }
      if (method === 'GET' && path === '/chats')
        return json(200, { object: 'ChatList', items: fake.chats, cursor: null });
      match = /^\/chats\/([^/]+)\/messages$/.exec(path);
      if (match && method === 'POST')
        return json(201, { object: 'MessageSent', message_id: `msg_${fake.requests.length}` });
      const listFails = match ? fake.messageListFails.get(match[1]!) : undefined;
      if (match && method === 'GET' && listFails)
        return json(listFails, {
          status: listFails,
          type: 'errors/unexpected_error',
          title: 'Unexpected error',
        });
      if (match && method === 'GET')
        return json(200, { object: 'MessageList', items: fake.messages.get(match[1]!) ?? [], cursor: null });
      return json(404, {
        status: 404,
        type: 'errors/resource_not_found',
        title: `No route ${method} ${path}`,
      });
    }) as typeof fetch,
  };
  return fake;
}
