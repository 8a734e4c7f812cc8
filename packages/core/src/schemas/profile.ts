import { z } from 'zod';

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
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

export const editProfileSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(100, 'Name must be at most 100 characters'),
  companyName: optionalText(100, 'Company name'),
  location: optionalText(100, 'Location'),
  // Not trimmed: line breaks and spacing in a bio are the user's.
  bio: z.string().max(BIO_MAX_LENGTH, BIO_TOO_LONG).default(''),
});
export type EditProfileInput = z.input<typeof editProfileSchema>;
