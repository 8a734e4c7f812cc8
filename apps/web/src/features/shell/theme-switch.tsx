import { MoonIcon, SunIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type Theme, useTheme } from '@/lib/theme';

const options: { value: Theme; label: string; icon: typeof SunIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
];

/** Light or Dark (spec §2): applied at once, stored locally and saved to the account. */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn(
        'flex gap-1 rounded-lg border bg-background/60 p-1 dark:bg-input/30',
        compact ? 'mx-auto w-fit' : 'w-full',
      )}
    >
      {options.map(({ value, label, icon: Icon }) => {
        const checked = theme === value;
        return (
          // A pair of radio buttons: Tab reaches the group, both answer to Enter and Space.
          // biome-ignore lint/a11y/useSemanticElements: a styled toggle reads better than two native radios here.
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={compact ? label : undefined}
            title={compact ? `${label} theme` : undefined}
            onClick={() => setTheme(value)}
            className={cn(
              'flex h-8 items-center justify-center gap-2 rounded-md px-2 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4',
              compact ? 'size-7 px-0' : 'flex-1',
              checked
                ? 'bg-sidebar-accent text-sidebar-accent-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon aria-hidden />
            {compact ? null : label}
          </button>
        );
      })}
    </div>
  );
}
