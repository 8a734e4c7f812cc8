import { createVoiceSchema, VOICE_NAME_REQUIRED, voiceLanguages } from '@leadpath/core/schemas/voices';
import { PlayIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** The preview is audio (a WAV file), fetched over REST with the session cookie. */
async function previewUrl(voiceId: string): Promise<string> {
  const response = await fetch(`/api/voices/${encodeURIComponent(voiceId)}/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `The preview failed (${response.status})`);
  }
  return URL.createObjectURL(await response.blob());
}

/** Voices for voicemail drops: a synthetic voice generated offline, its message, a preview to hear. */
export function VoicesCard() {
  const utils = trpc.useUtils();
  const ids = { name: useId(), language: useId(), message: useId(), error: useId() };
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<(typeof voiceLanguages)[number]>('en-US');
  const [message, setMessage] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [audio, setAudio] = useState<{ voiceId: string; url: string } | null>(null);
  const voices = trpc.dialer.voices.useQuery(undefined, { meta: { globalErrorToast: false } });
  const onError = (error: { message: string }) => toast.error(errorMessage(error));
  const create = trpc.dialer.createVoice.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (voice) => {
      toast.success(`Voice ${voice.name} added`);
      setName('');
      setMessage('');
      utils.dialer.voices.invalidate();
    },
    onError,
  });
  const remove = trpc.dialer.deleteVoice.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => utils.dialer.voices.invalidate(),
    onError,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createVoiceSchema.safeParse({ name, language, voicemailText: message });
    if (!parsed.success) return setNameError(VOICE_NAME_REQUIRED);
    create.mutate(parsed.data);
  }

  async function preview(voiceId: string) {
    try {
      setAudio({ voiceId, url: await previewUrl(voiceId) });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The preview failed');
    }
  }

  return (
    <Card className="max-w-3xl" data-slot="voices">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Voices</h2>
        </CardTitle>
        <CardDescription>
          The message a voice drops into a voicemail. Voices are synthetic, generated offline on this server.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {voices.isPending ? (
          <Skeleton className="h-10 w-full" aria-busy aria-label="Loading voices" />
        ) : voices.error ? (
          <p role="alert" className="text-destructive text-sm">
            {errorMessage(voices.error)}
          </p>
        ) : voices.data.voices.length === 0 ? (
          <p className="text-muted-foreground text-sm">No voice yet.</p>
        ) : (
          <ul aria-label="Voices" className="flex flex-col divide-y rounded-md border">
            {voices.data.voices.map((voice) => (
              <li key={voice.id} className="flex flex-wrap items-center gap-2 p-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{voice.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {voice.providerLabel} · {voice.language}
                  </p>
                </div>
                <Button type="button" size="sm" variant="outline" onClick={() => preview(voice.id)}>
                  <PlayIcon aria-hidden />
                  Preview {voice.name}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${voice.name}`}
                  onClick={() => remove.mutate({ id: voice.id })}
                >
                  <Trash2Icon aria-hidden />
                </Button>
                {audio?.voiceId === voice.id && (
                  // biome-ignore lint/a11y/useMediaCaption: a synthetic voice saying the text shown above
                  <audio
                    controls
                    autoPlay
                    src={audio.url}
                    aria-label={`Preview of ${voice.name}`}
                    className="w-full"
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="grid gap-3 sm:grid-cols-[1fr_10rem]" onSubmit={submit} noValidate>
          <Field>
            <Label htmlFor={ids.name}>Voice name</Label>
            <Input
              id={ids.name}
              value={name}
              aria-describedby={nameError ? ids.error : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
            <FieldError id={ids.error}>{nameError}</FieldError>
          </Field>
          <Field>
            <Label htmlFor={ids.language}>Language</Label>
            <NativeSelect
              id={ids.language}
              value={language}
              onChange={(event) => setLanguage(event.target.value as (typeof voiceLanguages)[number])}
            >
              {voiceLanguages.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field className="sm:col-span-2">
            <Label htmlFor={ids.message}>Voicemail message</Label>
            <Textarea id={ids.message} value={message} onChange={(event) => setMessage(event.target.value)} />
          </Field>
          <div>
            <Button type="submit" disabled={create.isPending}>
              Add voice
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
