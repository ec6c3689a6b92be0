/**
 * The site's one notification system: a tiny store any code can push to with `toast(...)`, read by
 * the <Toaster> in the shell. No React here, so the limits are unit-tested on their own.
 */
import { TOAST_DURATION_MS, TOAST_LIMIT } from "#app/core/spec/index.ts";

type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number };
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
};

/**
 * No toasts: what the prerendered page shows, and what a store starts with. One array for both, so
 * a page that has raised none hydrates without useSyncExternalStore seeing a change and rendering
 * the toaster again at once.
 */
export const NO_TOASTS: readonly Toast[] = Object.freeze([]);

export function createToastStore(limit = TOAST_LIMIT, defaultDurationMs = TOAST_DURATION_MS) {
  let toasts = NO_TOASTS;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    /** Shows a toast; when more than `limit` are showing, the oldest makes way. Returns its id. */
    show(input: ToastInput): number {
      const toast: Toast = {
        id: nextId++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? "default",
        durationMs: input.durationMs ?? defaultDurationMs,
      };
      toasts = [...toasts, toast].slice(-limit);
      emit();
      return toast.id;
    },
    dismiss(id: number): void {
      if (!toasts.some((t) => t.id === id)) return;
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The same array until something changes, as useSyncExternalStore requires. */
    getSnapshot: (): readonly Toast[] => toasts,
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.show;
