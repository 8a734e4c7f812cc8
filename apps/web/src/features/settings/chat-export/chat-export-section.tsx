import { chatExportFormats, chatLists } from '@leadpath/core';
import { type ChatExportFormat, type ChatList, chatExportSchema } from '@leadpath/core/schemas/chat-export';
import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { downloadChatExport } from './download-chat-export';

const formatHints: Record<ChatExportFormat, string> = {
  PDF: 'A PDF document',
  DOC: 'A Word document (.docx)',
  JPG: 'A JPEG image',
};

/** Settings › Chat export: pick chat lists and a format; the browser downloads the file. */
export function ChatExportSection() {
  const id = useId();
  const counts = trpc.chatExport.lists.useQuery();
  const [lists, setLists] = useState<ChatList[]>([]);
  const [format, setFormat] = useState<ChatExportFormat>('PDF');
  const [error, setError] = useState<string | null>(null);
  const download = useMutation({ mutationFn: downloadChatExport });

  function toggle(list: ChatList, checked: boolean) {
    setError(null);
    setLists((current) => (checked ? [...current, list] : current.filter((item) => item !== list)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatExportSchema.safeParse({ lists, format });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your selection');
      return;
    }
    setError(null);
    download.mutate(
      { lists: parsed.data.lists, format: parsed.data.format },
      {
        onSuccess: (name) => toast.success(`Downloaded ${name}`),
      },
    );
  }

  const countOf = (list: ChatList) => counts.data?.lists.find((entry) => entry.list === list)?.chats;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-6">
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 font-medium text-sm">Chat lists</legend>
        {chatLists.map((list) => {
          const count = countOf(list);
          return (
            <div key={list} className="flex items-center gap-3">
              <Checkbox
                id={`${id}-${list}`}
                checked={lists.includes(list)}
                onCheckedChange={(checked) => toggle(list, checked === true)}
                aria-invalid={error ? true : undefined}
              />
              <Label htmlFor={`${id}-${list}`} className="font-normal">
                {list}
              </Label>
              {count === undefined ? null : (
                <span className="text-muted-foreground text-xs">
                  {count} {count === 1 ? 'chat' : 'chats'}
                </span>
              )}
            </div>
          );
        })}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">Format</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {chatExportFormats.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                type="radio"
                name={`${id}-format`}
                value={option}
                checked={format === option}
                onChange={() => setFormat(option)}
                className="mt-0.5 accent-primary outline-none"
              />
              <span className="flex flex-col">
                <span className="font-medium text-sm">{option}</span>
                <span className="text-muted-foreground text-xs">{formatHints[option]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={download.isPending}>
          {download.isPending ? <Spinner aria-hidden /> : <DownloadIcon aria-hidden />}
          Download
        </Button>
      </div>
    </form>
  );
}
