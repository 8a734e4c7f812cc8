import { sidebarLayout } from '@leadpath/core';
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

interface TooltipState {
  title: string;
  top: number;
  left: number;
}

export interface TooltipTriggerProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: () => void;
}

const GAP_PX = 8;

/**
 * The collapsed sidebar's tooltips (spec §2, §9): shown on hover or focus, hidden on mouse leave after
 * 100 ms, on scroll once it has settled for 50 ms, and at once on resize.
 */
export function useSidebarTooltip(enabled: boolean) {
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = useCallback(() => clearTimeout(hideTimer.current), []);
  const hide = useCallback(() => {
    cancelHide();
    setTooltip(null);
  }, [cancelHide]);

  const show = useCallback(
    (title: string, element: HTMLElement) => {
      cancelHide();
      const rect = element.getBoundingClientRect();
      setTooltip({ title, top: rect.top + rect.height / 2, left: rect.right + GAP_PX });
    },
    [cancelHide],
  );

  const visible = tooltip !== null;
  useEffect(() => {
    if (!visible) return;
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(hide, sidebarLayout.scrollDebounceMs);
    };
    // Capture: scrolls of the sidebar's own list do not bubble to window.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      clearTimeout(scrollTimer);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [visible, hide]);

  useEffect(() => {
    if (!enabled) hide();
  }, [enabled, hide]);
  useEffect(() => cancelHide, [cancelHide]);

  const triggerProps = useCallback(
    (title: string): TooltipTriggerProps =>
      enabled
        ? {
            onMouseEnter: (event) => show(title, event.currentTarget),
            onMouseLeave: () => {
              cancelHide();
              hideTimer.current = setTimeout(() => setTooltip(null), sidebarLayout.tooltipHideDelayMs);
            },
            onFocus: (event) => show(title, event.currentTarget),
            onBlur: hide,
          }
        : {},
    [enabled, show, hide, cancelHide],
  );

  return { tooltip, triggerProps };
}

export function SidebarTooltip({ tooltip }: { tooltip: TooltipState | null }) {
  if (!tooltip) return null;
  return createPortal(
    <div
      role="tooltip"
      data-slot="sidebar-tooltip"
      style={{ top: tooltip.top, left: tooltip.left }}
      className="pointer-events-none fixed z-50 -translate-y-1/2 whitespace-nowrap rounded-md bg-foreground px-2.5 py-1.5 font-medium text-background text-xs shadow-md"
    >
      {tooltip.title}
    </div>,
    document.body,
  );
}
