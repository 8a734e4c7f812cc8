import { TOAST_DURATION_MS } from '@leadpath/core';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Older toasts beyond this many are dropped so a burst of errors cannot fill the screen. */
const MAX_TOASTS = 5;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function dismiss(id: string): void {
  clearTimer(id);
  if (!toasts.some((item) => item.id === id)) return;
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): string {
  nextId += 1;
  const id = `toast-${nextId}`;
  const kept = toasts.slice(-(MAX_TOASTS - 1));
  for (const dropped of toasts.slice(0, toasts.length - kept.length)) clearTimer(dropped.id);
  toasts = [...kept, { id, kind, message }];
  // Loading toasts stay until the caller dismisses them (spec §4).
  if (kind !== 'loading')
    timers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS),
    );
  emit();
  return id;
}

export const toast = {
  success: (message: string): string => show('success', message),
  error: (message: string): string => show('error', message),
  info: (message: string): string => show('info', message),
  loading: (message: string): string => show('loading', message),
  dismiss,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
