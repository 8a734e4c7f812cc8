import type { AnyProcedure } from '@trpc/server';
import type { ZodType } from 'zod';
import { appRouter } from '../root.ts';
import type { ProcedureMeta, RestRoute } from '../trpc.ts';

/** One REST route of a procedure, as its meta declares. */
export interface RestProcedure {
  procedurePath: string;
  route: RestRoute;
  input: ZodType | undefined;
  output: ZodType | undefined;
}

interface ProcedureDef {
  meta?: ProcedureMeta;
  inputs: unknown[];
  output?: unknown;
}

/** Every REST route of the app, read from the procedures' meta: the only list of paths. */
export function listRestProcedures(): RestProcedure[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
  const list: RestProcedure[] = [];
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const def = procedure._def as unknown as ProcedureDef;
    if (!def.meta?.rest) continue;
    for (const route of [def.meta.rest].flat()) {
      list.push({
        procedurePath,
        route,
        input: def.inputs[0] as ZodType | undefined,
        output: def.output as ZodType | undefined,
      });
    }
  }
  return list;
}
