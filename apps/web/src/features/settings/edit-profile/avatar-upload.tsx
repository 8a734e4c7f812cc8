import {
  AVATAR_ACCEPT,
  AVATAR_HINT,
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  AVATAR_UPLOADED,
} from '@leadpath/core/schemas/profile';
import { useMutation } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { uploadAvatar } from './upload-avatar';

const DEFAULT_AVATAR = '/default-avatar.svg';

function showUploadError(err: unknown): void {
  // A lost session still takes the global path (toast, then sign-in); everything else is the spec's "ERROR! …".
  if (errorStatus(err) === 401) handleGlobalError(err);
  else toast.error(`ERROR! ${errorMessage(err)}`);
}

/** The avatar, a button to replace it, and the size and format hint (spec §2, §8). */
export function AvatarUpload({ image, name }: { image: string | null; name: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const utils = trpc.useUtils();

  const upload = useMutation({
    mutationFn: uploadAvatar,
    meta: { globalErrorToast: false },
    onSuccess: (result) => {
      utils.user.fetch.setData(undefined, result.user);
      void utils.user.fetch.invalidate();
      toast.success(AVATAR_UPLOADED);
    },
    onError: showUploadError,
  });

  const onFileChosen = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(`ERROR! ${AVATAR_TOO_LARGE}`);
      return;
    }
    upload.mutate(file);
  };

  const shown = image && image !== failedSrc ? image : DEFAULT_AVATAR;

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <img
        src={shown}
        alt={`${name}'s avatar`}
        data-testid="profile-avatar"
        onError={() => {
          if (shown !== DEFAULT_AVATAR) setFailedSrc(shown);
        }}
        className="size-20 shrink-0 rounded-full border bg-muted object-cover"
      />
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Avatar image"
          aria-describedby={hintId}
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={upload.isPending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <Spinner aria-hidden /> : <UploadIcon aria-hidden />}
          {upload.isPending ? 'Uploading...' : 'Upload avatar'}
        </Button>
        <p id={hintId} className="text-muted-foreground text-sm">
          Use an image of {AVATAR_HINT}.
        </p>
      </div>
    </div>
  );
}
