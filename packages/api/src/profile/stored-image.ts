import type { Context } from '../context.ts';

/** Removes an uploaded file nobody references any more; a failure only leaves an orphan file. */
export async function deleteStoredImage(ctx: Pick<Context, 'services'>, url: string | null): Promise<void> {
  const key = url ? ctx.services.storage.keyOfUrl(url) : null;
  if (!key) return;
  try {
    await ctx.services.storage.delete(key);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'stored file could not be deleted', key, error: String(error) }),
    );
  }
}
