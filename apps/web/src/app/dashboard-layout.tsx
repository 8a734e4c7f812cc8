import { Outlet, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useDeferredValue, useState } from 'react';
import { FrameShellHandOff, hasShownAPage } from '@/components/shell-hand-off';
import type { SettingsSectionId } from '@/features/settings/settings-sections';
import { ImpersonationBanner } from '@/features/shell/impersonation-banner';
import { PastDueBanner } from '@/features/shell/past-due-banner';
import { DesktopSidebar, MobileSidebar } from '@/features/shell/sidebar';
import { useSidebarCollapsed } from '@/features/shell/use-sidebar-collapsed';
import { useWideScreen } from '@/features/shell/use-wide-screen';
import { VerifyEmailBanner } from '@/features/shell/verify-email-banner';
import { cn } from '@/lib/cn';
import { loadSettingsDialog } from './settings-dialog-chunk';

// Loaded when first opened: the sections are most of the settings code.
const SettingsDialog = lazy(() =>
  loadSettingsDialog().then((module) => ({ default: module.SettingsDialog })),
);

const FIRST_SECTION: SettingsSectionId = 'edit-profile';

/**
 * The settings dialog lives in the URL (?settings=<section id>) over whatever page is open, so a
 * section is linkable and Back closes it; /dashboard/settings redirects here (router.tsx).
 */
function useSettingsDialog() {
  const search: { settings?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const section = typeof search.settings === 'string' ? search.settings : null;
  const go = (settings: string | undefined, replace: boolean) =>
    navigate({ to: '.', search: (previous) => ({ ...previous, settings }), replace });
  return {
    section,
    open: (id: SettingsSectionId = FIRST_SECTION) => go(id, false),
    select: (id: SettingsSectionId) => go(id, true),
    close: () => go(undefined, true),
  };
}

/**
 * The page inside the frame, rendered at low priority the first time: the frame's render stays a short
 * task, and the page's first render (the largest) runs in slices the browser can interleave with input
 * instead of one long task (issue 28, ADR 081). Later pages render as the router renders them.
 * The server's shell of the frame stays until this first page is there (ADR 085).
 */
function AfterTheFrame({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? (
    <>
      <FrameShellHandOff />
      {children}
    </>
  ) : null;
}

/** The dashboard frame (spec §2): fixed sidebar (a sheet on narrow screens), banners, page, settings dialog. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const wide = useWideScreen();
  const settings = useSettingsDialog();
  const sidebarProps = { onOpenSettings: () => settings.open(), settingsOpen: settings.section !== null };

  return (
    <div className="min-h-svh">
      {wide ? (
        <DesktopSidebar collapsed={collapsed} onCollapsedChange={setCollapsed} {...sidebarProps} />
      ) : null}
      <div
        className={cn(
          'flex min-h-svh flex-col transition-[padding] duration-200 ease-out',
          collapsed ? 'lg:pl-24' : 'lg:pl-80',
        )}
      >
        <div className="sticky top-0 z-30">
          <ImpersonationBanner />
          <VerifyEmailBanner />
          <PastDueBanner />
          <MobileSidebar {...sidebarProps} />
        </div>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
          <AfterTheFrame>{children}</AfterTheFrame>
        </main>
      </div>
      {settings.section === null ? null : (
        <Suspense fallback={null}>
          <SettingsDialog
            sectionId={settings.section}
            onSectionChange={settings.select}
            onClose={settings.close}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The frame's first mount at low priority as well, when it is the document's first page (ADR 089): the
 * router tells React of a loaded route through its stores (`useSyncExternalStore`), which React renders
 * synchronously even inside a transition, so the frame and its first page were one long task when the
 * route's chunks arrived. Rendered from a deferred value, they render in slices; nothing shows meanwhile
 * that was not showing (the server's shell, or the empty page before the scripts). After another page
 * (the sign-in page), the frame mounts at once as before, so no blank frame comes between.
 */
export function DashboardLayout() {
  const [firstPage] = useState(() => !hasShownAPage());
  const ready = useDeferredValue(true, firstPage ? false : undefined);
  return ready ? (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  ) : null;
}
