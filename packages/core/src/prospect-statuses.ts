/**
 * A prospect's pipeline statuses, without zod: the web app's first script reads them (the Prospects
 * address is validated at start-up) and must not carry the schemas' validator with them (ADR 075).
 * schemas/prospects.ts re-exports them for the forms and procedures.
 */
export const prospectStatuses = ['new', 'contacted', 'replied', 'meeting', 'won', 'lost'] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

export const prospectStatusLabels: Record<ProspectStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  replied: 'Replied',
  meeting: 'Meeting',
  won: 'Won',
  lost: 'Lost',
};
