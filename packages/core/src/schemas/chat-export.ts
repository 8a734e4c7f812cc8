import { z } from 'zod';
import { chatExportFormats, chatLists } from '../constants.ts';

export type ChatList = (typeof chatLists)[number];
export type ChatExportFormat = (typeof chatExportFormats)[number];

export const SELECT_CHAT_LIST = 'Select at least one chat list';
export const SELECT_EXPORT_FORMAT = 'Choose PDF, DOC or JPG';

/** What the file is called and how it is served, per format. */
export const chatExportFiles: Record<ChatExportFormat, { extension: string; contentType: string }> = {
  PDF: { extension: 'pdf', contentType: 'application/pdf' },
  DOC: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  JPG: { extension: 'jpg', contentType: 'image/jpeg' },
};

/** A query string gives one list as a string and several as an array: accept both. */
const listsField = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(z.enum(chatLists, { error: SELECT_CHAT_LIST }), { error: SELECT_CHAT_LIST })
    .min(1, SELECT_CHAT_LIST)
    .transform((lists) => chatLists.filter((list) => lists.includes(list))),
);

export const chatExportSchema = z.object({
  lists: listsField,
  format: z.enum(chatExportFormats, { error: SELECT_EXPORT_FORMAT }),
});
export type ChatExportInput = z.input<typeof chatExportSchema>;
export type ChatExportRequest = z.output<typeof chatExportSchema>;
