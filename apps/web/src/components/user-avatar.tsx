import { useState } from 'react';
import { cn } from '@/lib/cn';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** The user's picture; the default image when there is none or it fails to load (spec §8). */
export function UserAvatar({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      data-slot="avatar"
      src={shown}
      alt=""
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailedSrc(shown);
      }}
      className={cn('size-10 shrink-0 rounded-full bg-muted object-cover', className)}
    />
  );
}
