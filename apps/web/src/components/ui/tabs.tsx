import * as React from 'react';
import { cn } from '@/lib/cn';

/*
 * Tabs in shadcn/ui's look, written out instead of Radix Tabs (ADR 075): Radix brings its collection,
 * roving-focus and presence modules (~10 KB gzip) into the first download of every page that opens on
 * tabs, for what the WAI-ARIA tabs pattern asks here: arrow keys, Home and End move between tabs and
 * select them (automatic activation), only the selected tab is in the Tab order, each panel is labelled
 * by its tab, and only the selected panel is rendered. The data-state and data-slot attributes Radix set
 * are kept, so styles and tests read the same.
 */

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

/** A value turned into a piece of an element id (values are short words, but may hold spaces). */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const current = value ?? uncontrolled;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={context}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn('flex flex-col gap-4', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Arrow keys (wrapping), Home and End move focus to another enabled tab, which selects it. */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
  );
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || tabs.length === 0) return;
  event.preventDefault();
  const last = tabs.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowRight'
          ? (at + 1) % tabs.length
          : (at - 1 + tabs.length) % tabs.length;
  tabs[next]?.focus();
  tabs[next]?.click();
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn(
        'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string };

function TabsTrigger({ className, value, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 font-medium text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-xs',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<React.ComponentProps<'div'>, 'value'> & { value: string };

/** The selected tab's panel; the others are not rendered (as Radix does without forceMount). */
function TabsContent({ className, value, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order (Radix did too), for panels without a focusable element
      tabIndex={0}
      data-state="active"
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn('flex flex-col gap-4 outline-none', className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
