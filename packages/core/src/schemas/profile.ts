import { z } from 'zod';
import { clearableField } from './merge-patch.ts';

export const BIO_MAX_LENGTH = 800;
export const NAME_REQUIRED = 'Name is required';
export const BIO_TOO_LONG = `Bio must be at most ${BIO_MAX_LENGTH} characters`;
export const PROFILE_UPDATED = 'User data updated successfully';

export const AVATAR_HINT = 'at least 800x800 px, JPG, PNG or GIF';
export const AVATAR_UPLOADED = 'Avatar image uploaded successfully';
/** Uploads larger than this are refused before they are decoded. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'The image must be at most 5 MB';
export const AVATAR_WRONG_TYPE = 'The image must be a JPG, PNG or GIF';
export const AVATAR_MISSING = 'Choose an image to upload';
/** The browser's file picker filter; the server checks the content, not this. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** A person's name wherever one is given (profile, sign-up, the first Admin). */
export const profileNameSchema = z
  .string()
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'Name must be at most 100 characters');

/**
 * PATCH /api/edit-profile as a JSON merge patch (RFC 7396), like every PATCH: only the fields sent
 * change; null clears company name, location or bio; the name cannot be cleared.
 */
export const editProfileSchema = z.object({
  name: profileNameSchema.optional(),
  companyName: clearableField(optionalText(100, 'Company name'), ''),
  location: clearableField(optionalText(100, 'Location'), ''),
  // Not trimmed: line breaks and spacing in a bio are the user's.
  bio: clearableField(z.string().max(BIO_MAX_LENGTH, BIO_TOO_LONG), ''),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;
