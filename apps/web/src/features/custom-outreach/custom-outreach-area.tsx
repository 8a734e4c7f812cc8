import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { SendIcon } from 'lucide-react';
import { FeatureGate } from '@/components/feature-gate';
import { cn } from '@/lib/cn';

const sections = [
  { to: '/dashboard/custom-outreach', label: 'Sequences' },
  { to: '/dashboard/custom-outreach/tasks', label: 'Tasks' },
  { to: '/dashboard/custom-outreach/settings', label: 'Sending settings' },
] as const;

/** The section a path belongs to: Tasks, Sending settings, or Sequences (the list, a new one, a sequence). */
function sectionOf(pathname: string): string {
  const rest = pathname.replace(/^\/dashboard\/custom-outreach\/?/, '');
  if (rest === 'tasks' || rest.startsWith('tasks/')) return '/dashboard/custom-outreach/tasks';
  if (rest === 'settings' || rest.startsWith('settings/')) return '/dashboard/custom-outreach/settings';
  return '/dashboard/custom-outreach';
}

/**
 * Custom outreach (issue 19): the gate of spec §6 first (the expired trial sees the upgrade state),
 * then the area's sections: sequences, tasks and the sending settings.
 */
export function CustomOutreachArea() {
  const current = sectionOf(useLocation({ select: (location) => location.pathname }));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-lg border bg-card [&_svg]:size-5">
            <SendIcon aria-hidden />
          </span>
          <h1 className="font-semibold text-2xl tracking-tight">Custom outreach</h1>
        </div>
        <p className="text-muted-foreground text-sm">
          Multi-step sequences of emails, calls and LinkedIn steps, sent on your schedule.
        </p>
      </header>
      <FeatureGate feature="custom-outreach" name="Custom outreach">
        <nav aria-label="Custom outreach" className="-mt-2">
          <ul className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1">
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  activeOptions={{ exact: true }}
                  aria-current={current === section.to ? 'page' : undefined}
                  className={cn(
                    'block whitespace-nowrap rounded-md px-3 py-1 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    current === section.to && 'bg-background text-foreground shadow-xs',
                  )}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </FeatureGate>
    </div>
  );
}
