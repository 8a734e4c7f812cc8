/** The notes a flagged LinkedIn step shows the user: what to fix before it can run. */
import { LINKEDIN_NOTE_MAX } from '@leadpath/integrations/linkedin';

export const NO_PROFILE_NOTE = 'The prospect has no LinkedIn profile URL';
export const NEVER_OPEN_NOTE = 'The LinkedIn activity window never opens: every day is excluded';
export const EMPTY_MESSAGE_NOTE = 'The message is empty';
export const noteTooLong = (length: number) =>
  `The connection note is ${length} characters long; LinkedIn allows ${LINKEDIN_NOTE_MAX}`;
