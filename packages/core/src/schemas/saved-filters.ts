import { z } from 'zod';
import { prospectFilterSchema } from './prospects.ts';

/**
 * Saved Prospects filters (issue 35: a dialer session starts from one): a name and the Prospects
 * list's own filter, validated by the list's schema, shared by the save form and the procedures.
 */

/** How many filters one user may keep: a menu, not a store (more is a 400 that names the limit). */
export const MAX_SAVED_FILTERS = 50;
export const MAX_SAVED_FILTER_NAME = 80;

export const SAVED_FILTER_NAME_REQUIRED = 'Please enter a name for the filter';
export const SAVED_FILTER_NAME_TOO_LONG = `A filter name can be at most ${MAX_SAVED_FILTER_NAME} characters`;
export const SAVED_FILTER_NOT_FOUND = 'Saved filter not found';
export const SAVED_FILTERS_FULL = `You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one to save another.`;
export const savedFilterNameTaken = (name: string) =>
  `You already have a saved filter named "${name}". Choose another name.`;

const id = z.string().trim().min(1).max(64);
const name = z
  .string({ error: SAVED_FILTER_NAME_REQUIRED })
  .trim()
  .min(1, SAVED_FILTER_NAME_REQUIRED)
  .max(MAX_SAVED_FILTER_NAME, SAVED_FILTER_NAME_TOO_LONG);
/** The list's filter exactly as GET /api/prospects takes it (search, status, titles, company, sort). */
const filter = prospectFilterSchema;

export const createSavedFilterSchema = z.object({ name, filter });
export type CreateSavedFilterInput = z.input<typeof createSavedFilterSchema>;

/** A partial change: what is not sent is kept. */
export const updateSavedFilterSchema = z.object({ id, name: name.optional(), filter: filter.optional() });

export const savedFilterIdSchema = z.object({ id });
