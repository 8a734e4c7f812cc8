/** The cached query a toggle writes to, as tRPC's utils give it (e.g. utils.crm.getSettings). */
export interface OptimisticCache<TData> {
  cancel: () => Promise<void>;
  getData: () => TData | undefined;
  setData: (input: undefined, data: TData) => void;
}

interface OptimisticToggleOptions<TData, TInput> {
  cache: OptimisticCache<TData>;
  /** The cached data with the change applied, or undefined to leave the cache as it is. */
  apply: (previous: TData, input: TInput) => TData | undefined;
  /** Says the server refused (a toast); the cache is already put back. */
  onFailure: (err: unknown, input: TInput) => void;
}

/**
 * The mutation callbacks of a setting applied at once and put back if the server refuses
 * (spec §4). Spread the result into the procedure's useMutation options.
 */
export function useOptimisticToggle<TData, TInput>({
  cache,
  apply,
  onFailure,
}: OptimisticToggleOptions<TData, TInput>) {
  return {
    onMutate: async (input: TInput) => {
      await cache.cancel();
      const previous = cache.getData();
      if (previous) {
        const next = apply(previous, input);
        if (next) cache.setData(undefined, next);
      }
      return { previous };
    },
    onError: (err: unknown, input: TInput, context: { previous: TData | undefined } | undefined) => {
      if (context?.previous) cache.setData(undefined, context.previous);
      onFailure(err, input);
    },
  };
}
