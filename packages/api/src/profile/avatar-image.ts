import { AVATAR_WRONG_TYPE } from '@leadpath/core/schemas/profile';
import { TRPCError } from '@trpc/server';
import sharp from 'sharp';

export type AvatarSourceFormat = 'jpeg' | 'png' | 'gif';

/** The side of the square every avatar is stored at. */
export const AVATAR_SIZE = 800;
/** Refuses decompression bombs: a small file that would decode into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
export const AVATAR_UNREADABLE = 'The image could not be read';

/** The format the file's first bytes announce; the file name and declared type are never trusted. */
export function sniffImageFormat(bytes: Uint8Array): AvatarSourceFormat | null {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  return null;
}

/**
 * Checks the bytes are a JPG, PNG or GIF that really decodes as one, then re-encodes it
 * as an 800x800 WebP: the stored file is ours, with no metadata and no payload the upload smuggled.
 */
export async function processAvatarImage(bytes: Uint8Array): Promise<Uint8Array> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_WRONG_TYPE });
  const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== sniffed) throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_WRONG_TYPE });
    return await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_UNREADABLE });
  }
}
