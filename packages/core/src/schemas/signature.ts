import { z } from 'zod';
import { TEXT_LIMIT_800 } from '../constants.ts';

export const LOGO_URL_REQUIRED = 'Logo URL is required';
export const LOGO_URL_INVALID = 'Logo URL must be an http(s) URL';
export const SIGNATURE_TEXT_TOO_LONG = `Signature text must be at most ${TEXT_LIMIT_800} characters`;
export const TEST_RECIPIENT_INVALID = 'Please enter a valid email address';
export const TEST_SUBJECT_REQUIRED = 'Please enter a subject';

/** True for an absolute http: or https: URL; anything else (javascript:, data:, relative) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const editSignatureSchema = z.object({
  emailSignatureImage: z
    .string({ error: LOGO_URL_REQUIRED })
    .trim()
    .min(1, LOGO_URL_REQUIRED)
    .max(2000, LOGO_URL_INVALID)
    .refine(isHttpUrl, LOGO_URL_INVALID),
  emailSignatureText: z
    .string()
    .max(TEXT_LIMIT_800, SIGNATURE_TEXT_TOO_LONG)
    .optional()
    .transform((value) => value ?? ''),
});
export type EditSignatureInput = z.input<typeof editSignatureSchema>;

export const testSignatureDraftSchema = z.object({
  to: z.string({ error: TEST_RECIPIENT_INVALID }).trim().toLowerCase().email(TEST_RECIPIENT_INVALID),
  subject: z
    .string({ error: TEST_SUBJECT_REQUIRED })
    .trim()
    .min(1, TEST_SUBJECT_REQUIRED)
    .max(200, 'Subject must be at most 200 characters'),
});
export type TestSignatureDraftInput = z.infer<typeof testSignatureDraftSchema>;
