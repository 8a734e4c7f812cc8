import {
  type FeatureKey,
  isNavigationItemActive,
  type NavigationItem,
  settingsAndTools,
  visibleNavigation,
  visibleQuickActions,
} from '@leadpath/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { ExternalLinkIcon, MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/local-format';
import { trpc } from '@/lib/trpc';
import { navIcon } from './nav-icons';
import { SidebarTooltip, useSidebarTooltip } from './sidebar-tooltip';
import { ThemeSwitch } from './theme-switch';
import { UserCard } from './user-card';

// The sheet (a dialog) is only needed on narrow screens once the menu opens: loaded on first use.
const loadSheet = () => import('@/components/ui/sheet');
const Sheet = lazy(() => loadSheet().then((module) => ({ default: module.Sheet })));

interface SidebarProps {
  collapsed: boolean;
  onOpenSettings: () => void;
  settingsOpen: boolean;
}

// Route paths are typed; the navigation table keeps them as plain strings.
type AppPath = '/dashboard';
// The router marks a link to the exact page only; isNavigationItemActive (packages/core) decides the rest.
const exactOnly = { exact: true } as const;

const itemClass =
  'group/item relative flex items-center rounded-lg font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50 [&_svg]:size-5 [&_svg]:shrink-0';

function itemLayout(collapsed: boolean): string {
  return collapsed ? 'mx-auto size-9 justify-center' : 'h-9 gap-3 px-3 text-left';
}

function itemState(active: boolean): string {
  return active
    ? 'bg-sidebar-accent text-sidebar-accent-foreground'
    : 'text-sidebar-foreground/80 hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground';
}

/** Companies and Prospects show their counts: blank while loading, and a failure only logs (spec §7). */
function useNavCounts(visible: ReadonlySet<FeatureKey>): Partial<Record<FeatureKey, number>> {
  const options = { meta: { globalErrorToast: false }, retry: false } as const;
  const companies = trpc.companies.count.useQuery(undefined, {
    ...options,
    enabled: visible.has('companies'),
  });
  const prospects = trpc.prospects.count.useQuery(undefined, {
    ...options,
    enabled: visible.has('prospects'),
  });
  useEffect(() => {
    if (companies.error) console.error('Could not load the Companies count:', companies.error);
  }, [companies.error]);
  useEffect(() => {
    if (prospects.error) console.error('Could not load the Prospects count:', prospects.error);
  }, [prospects.error]);
  return { companies: companies.data?.count, prospects: prospects.data?.count };
}

function SectionHeading({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  if (collapsed) return <hr className="mx-4 my-2 border-sidebar-border" />;
  return (
    <h2 className="mt-4 mb-1 px-3 font-semibold text-[0.6875rem] text-muted-foreground uppercase tracking-wider">
      {children}
    </h2>
  );
}

/** Everything inside the sidebar; the fixed desktop panel and the narrow-screen sheet both render it. */
function SidebarBody({
  collapsed,
  onOpenSettings,
  settingsOpen,
  onNavigate,
  header,
}: SidebarProps & { onNavigate?: () => void; header: ReactNode }) {
  const user = trpc.user.fetch.useQuery();
  const config = trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { tooltip, triggerProps } = useSidebarTooltip(collapsed);

  const items = user.data ? visibleNavigation(user.data, Date.now()) : [];
  const actions = user.data ? visibleQuickActions(user.data, Date.now()) : [];
  const counts = useNavCounts(new Set(items.map((item) => item.feature)));

  function label(title: string, trailing?: ReactNode) {
    return collapsed ? (
      <span className="sr-only">{title}</span>
    ) : (
      <>
        <span className="min-w-0 flex-1 truncate">{title}</span>
        {trailing}
      </>
    );
  }

  function mainItem(item: NavigationItem) {
    const Icon = navIcon(item.icon);
    const icon = <Icon aria-hidden className={item.color} />;
    if (item.external) {
      return (
        <a
          href={config.data?.agentEmailsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={config.data ? undefined : true}
          className={cn(itemClass, itemLayout(collapsed), itemState(false))}
          onClick={onNavigate}
          {...triggerProps(item.title)}
        >
          {icon}
          {label(item.title, <ExternalLinkIcon aria-hidden className="size-3.5! text-muted-foreground" />)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    }
    const active = isNavigationItemActive(item.url, pathname);
    const count = counts[item.feature];
    const showsCount = item.feature === 'companies' || item.feature === 'prospects';
    return (
      <Link
        to={item.url as AppPath}
        activeOptions={exactOnly}
        aria-current={active ? 'page' : undefined}
        data-active={active}
        className={cn(itemClass, itemLayout(collapsed), itemState(active))}
        onClick={onNavigate}
        {...triggerProps(item.title)}
      >
        {icon}
        {label(
          item.title,
          showsCount ? (
            <span data-slot="nav-count" className="text-muted-foreground text-xs tabular-nums">
              {count === undefined ? '' : formatCount(count)}
            </span>
          ) : null,
        )}
      </Link>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      {header}
      <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden px-3 py-2" data-slot="sidebar-scroll">
        <nav aria-label="Main navigation">
          {user.isPending ? (
            <div className="flex flex-col gap-2 pt-1" aria-busy>
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Skeleton key={index} className={cn('h-9', collapsed ? 'mx-auto w-9' : 'w-full')} />
              ))}
            </div>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.feature} data-nav-item={item.title}>
                  {mainItem(item)}
                </li>
              ))}
            </ul>
          )}
        </nav>

        <SectionHeading collapsed={collapsed}>Settings and tools</SectionHeading>
        <nav aria-label="Settings and tools">
          <ul className="flex flex-col gap-0.5">
            {settingsAndTools.map((tool) => {
              const Icon = navIcon(tool.icon);
              if (tool.url === '/dashboard/settings') {
                return (
                  <li key={tool.url}>
                    <button
                      type="button"
                      data-active={settingsOpen}
                      aria-haspopup="dialog"
                      className={cn(itemClass, itemLayout(collapsed), itemState(settingsOpen), 'w-full')}
                      onClick={() => {
                        onNavigate?.();
                        onOpenSettings();
                      }}
                      {...triggerProps(tool.title)}
                    >
                      <Icon aria-hidden className="text-muted-foreground" />
                      {label(tool.title)}
                    </button>
                  </li>
                );
              }
              const active = isNavigationItemActive(tool.url, pathname);
              return (
                <li key={tool.url}>
                  <Link
                    to={tool.url as AppPath}
                    activeOptions={exactOnly}
                    aria-current={active ? 'page' : undefined}
                    data-active={active}
                    className={cn(itemClass, itemLayout(collapsed), itemState(active))}
                    onClick={onNavigate}
                    {...triggerProps(tool.title)}
                  >
                    <Icon aria-hidden className="text-muted-foreground" />
                    {label(tool.title)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {actions.length ? <SectionHeading collapsed={collapsed}>Quick actions</SectionHeading> : null}
        <nav aria-label="Quick actions" hidden={!actions.length}>
          <ul className="flex flex-col gap-0.5">
            {actions.map((action) => {
              const Icon = navIcon(action.icon);
              return (
                <li key={action.url}>
                  <Link
                    to={action.url as AppPath}
                    activeOptions={exactOnly}
                    className={cn(itemClass, itemLayout(collapsed), itemState(false))}
                    onClick={onNavigate}
                    {...triggerProps(action.title)}
                  >
                    <Icon aria-hidden className="text-muted-foreground" />
                    {label(action.title)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <div className="flex flex-col gap-3 border-sidebar-border border-t p-3">
        <ThemeSwitch compact={collapsed} />
        <UserCard
          user={user.data}
          collapsed={collapsed}
          onOpenSettings={() => {
            onNavigate?.();
            onOpenSettings();
          }}
          onNavigate={onNavigate}
          tooltip={triggerProps}
        />
      </div>
      <SidebarTooltip tooltip={tooltip} />
    </div>
  );
}

function Logo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span
        aria-hidden
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary font-bold text-primary-foreground text-sm"
      >
        L
      </span>
      <span className={cn(collapsed && 'sr-only')}>Leadpath</span>
    </Link>
  );
}

/** The fixed sidebar of wide screens (spec §2): 80 units wide, or 24 when collapsed to icons. */
export function DesktopSidebar({
  collapsed,
  onCollapsedChange,
  ...props
}: SidebarProps & { onCollapsedChange: (collapsed: boolean) => void }) {
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;
  const toggle = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground"
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      onClick={() => onCollapsedChange(!collapsed)}
    >
      <ToggleIcon aria-hidden />
    </Button>
  );
  return (
    <aside
      aria-label="Sidebar"
      data-slot="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden border-sidebar-border border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-out lg:block',
        collapsed ? 'w-24' : 'w-80',
      )}
    >
      <SidebarBody
        collapsed={collapsed}
        {...props}
        header={
          <div
            className={cn(
              'flex h-16 shrink-0 items-center justify-between',
              collapsed ? 'gap-1 px-3' : 'gap-2 px-5',
            )}
          >
            <Logo collapsed={collapsed} />
            {toggle}
          </div>
        }
      />
    </aside>
  );
}

/** Narrow screens: a top bar whose menu button opens the sidebar as a sheet. */
export function MobileSidebar(props: Omit<SidebarProps, 'collapsed'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      <Logo collapsed={false} />
      {opened ? (
        <Suspense fallback={null}>
          <Sheet open={open} onOpenChange={setOpen} title="Sidebar">
            <SidebarBody
              collapsed={false}
              {...props}
              onNavigate={() => setOpen(false)}
              header={
                <div className="flex h-16 shrink-0 items-center px-5">
                  <Logo collapsed={false} />
                </div>
              }
            />
          </Sheet>
        </Suspense>
      ) : null}
    </div>
  );
}
