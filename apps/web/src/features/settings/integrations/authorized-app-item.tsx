import { catalogueEntryOf, type IntegrationKey } from '@leadpath/core';
import { ExternalLinkIcon, UnplugIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface AuthorizedAppItemProps {
  providerConfigKey: IntegrationKey;
  addedDate: string;
  onDeauthorize: () => void;
}

/** One connected app: logo, name, since when, its documentation and the Deauthorize action. */
export function AuthorizedAppItem({ providerConfigKey, addedDate, onDeauthorize }: AuthorizedAppItemProps) {
  const entry = catalogueEntryOf(providerConfigKey);
  return (
    <li
      data-app={providerConfigKey}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <img src={entry.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium">{entry.title}</span>
          <span className="text-muted-foreground text-xs">
            Connected on <time dateTime={addedDate}>{dateFormat.format(new Date(addedDate))}</time>
          </span>
          <a
            href={entry.documentationUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {entry.title} documentation
            <ExternalLinkIcon aria-hidden className="size-3" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-auto"
        onClick={onDeauthorize}
        aria-label={`Deauthorize ${entry.title}`}
      >
        <UnplugIcon aria-hidden />
        Deauthorize
      </Button>
    </li>
  );
}
