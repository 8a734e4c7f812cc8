import { CompassIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The heading both go-to-market pages share. */
export function GtmHeader({ title, about, action }: { title: string; about: string; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <CompassIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        </div>
        <p className="text-muted-foreground text-sm">{about}</p>
      </div>
      {action}
    </header>
  );
}
