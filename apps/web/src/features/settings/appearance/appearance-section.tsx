import { MoonIcon, SunIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { type Theme, useTheme } from '@/lib/theme';

const options: { value: Theme; label: string; description: string; icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', description: 'Dark text on a light background', icon: SunIcon },
  { value: 'dark', label: 'Dark', description: 'Light text on a dark background', icon: MoonIcon },
];

const previewColours: Record<Theme, { page: string; sidebar: string; text: string; muted: string }> = {
  light: { page: 'bg-white', sidebar: 'bg-zinc-100', text: 'bg-zinc-800', muted: 'bg-zinc-300' },
  dark: { page: 'bg-zinc-950', sidebar: 'bg-zinc-900', text: 'bg-zinc-100', muted: 'bg-zinc-700' },
};

/** A small picture of the app in one theme; fixed colours, so it looks right whatever theme is on. */
function ThemePreview({ theme }: { theme: Theme }) {
  const colours = previewColours[theme];
  return (
    <div aria-hidden className={cn('w-full overflow-hidden rounded-md border p-2', colours.page)}>
      <div className="flex gap-2">
        <div className={cn('flex w-1/4 flex-col gap-1 rounded-sm p-1', colours.sidebar)}>
          <div className={cn('h-1.5 rounded-full', colours.muted)} />
          <div className={cn('h-1.5 rounded-full', colours.muted)} />
          <div className={cn('h-1.5 rounded-full', colours.muted)} />
        </div>
        <div className="flex flex-1 flex-col gap-1.5">
          <div className={cn('h-2 w-2/3 rounded-full', colours.text)} />
          <div className={cn('h-1.5 w-full rounded-full', colours.muted)} />
          <div className="h-4 w-1/3 rounded-sm bg-blue-600" />
        </div>
      </div>
    </div>
  );
}

/** Settings, Appearance: light or dark, applied at once and saved to the account (issue 5). */
export function AppearanceSection() {
  const id = useId();
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Choose how Leadpath looks on this and your other devices.
      </p>
      <div role="radiogroup" aria-label="Theme" className="grid gap-3 sm:grid-cols-2">
        {options.map(({ value, label, description, icon: Icon }) => {
          const checked = theme === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card that shows a preview reads better than a native radio.
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-description`}
              onClick={() => setTheme(value)}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-3 text-left outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                checked ? 'border-primary ring-1 ring-primary' : 'hover:bg-accent/50',
              )}
            >
              <ThemePreview theme={value} />
              <span
                id={`${id}-${value}-label`}
                className="flex items-center gap-2 font-medium text-sm [&_svg]:size-4"
              >
                <Icon aria-hidden />
                {label}
              </span>
              <span id={`${id}-${value}-description`} className="text-muted-foreground text-xs">
                {description}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
