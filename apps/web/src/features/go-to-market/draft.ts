import type { RouterOutputs } from '@leadpath/api';

/** The playbook being edited in New GTM, as the server answered it. */
export type Draft = RouterOutputs['playbooks']['get'];
export type DraftPersona = Draft['personas'][number];

export const steps = ['Profile', 'Personas', 'Messaging', 'Sequence', 'Review and activate'] as const;
export type Step = (typeof steps)[number];
