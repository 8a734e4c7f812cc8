import { AsyncLocalStorage } from 'node:async_hooks';

/** Every ScopedStore's values in the current async context, by store. */
const scopes = new AsyncLocalStorage<ReadonlyMap<object, unknown>>();

/**
 * AsyncLocalStorage's get/run for one database, on one storage shared by all of them: every
 * AsyncLocalStorage instance costs each promise of the process a hook call for as long as the
 * process lives, so one per database made a long test process (a database per test) quadratic.
 */
export class ScopedStore<T> {
  get(): T | undefined {
    return scopes.getStore()?.get(this) as T | undefined;
  }

  run<R>(value: T, work: () => R): R {
    const scope = new Map(scopes.getStore());
    scope.set(this, value);
    return scopes.run(scope, work);
  }
}
