// Whether the install still needs its first Admin (GET /api/setup/status). Once it has one it never
// needs one again in this page's life, so that answer is kept; the routes ask before they render.
let setUp = false;

let asking: Promise<boolean | undefined> | null = null;

/** True on an empty install; false once any user exists; undefined when the server did not say. */
export function needsFirstAdmin(): Promise<boolean | undefined> {
  if (setUp) return Promise.resolve(false);
  // Callers while a request is out share it (the entry asks before the router does, ADR 075).
  asking ??= askServer().finally(() => {
    asking = null;
  });
  return asking;
}

async function askServer(): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/setup/status', { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { needsFirstAdmin?: unknown };
    if (typeof body.needsFirstAdmin !== 'boolean') return undefined;
    setUp = !body.needsFirstAdmin;
    return body.needsFirstAdmin;
  } catch {
    return undefined;
  }
}
