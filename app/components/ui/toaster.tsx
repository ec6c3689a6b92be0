import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { onIdle } from "./idle.ts";
import { loadOnce } from "./on-demand.tsx";
import { NO_TOASTS, toastStore, type Toast } from "./toast-store.ts";
import type { ToastItem as ToastItemComponent } from "./toast-item.tsx";

const toastItem = loadOnce(() => import("./toast-item.tsx"));

/** The message alone, for when the toast component could not load. */
function PlainToast({ toast }: { toast: Toast }) {
  return (
    <li
      role={toast.variant === "destructive" ? "alert" : undefined}
      className="toast pointer-events-auto rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800"
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1">{toast.description}</p>}
    </li>
  );
}

/**
 * The notifications region comes after the footer, the last of the page's elements. The document
 * holds its first paint until it is parsed (root.tsx). An empty element: Chromium releases a
 * `<link rel=expect>` at the element's start tag, not its end, so expecting the footer itself
 * would let a frame through with half a footer.
 */
export const NOTIFICATIONS_REGION_ID = "notifications";

/**
 * Where toasts appear: bottom right, newest last; on phones at the top, just under the header, in
 * the space the pages leave there (a toast at the bottom of a phone covered the home page's
 * customer names, the last line of its first screen). The list is a polite
 * live region present from the first paint, so screen readers announce each toast; errors use
 * role="alert" to be announced at once.
 */
export function Toaster({ labels }: { labels: { regionLabel: string; dismiss: string } }) {
  const t = useLocalize();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NO_TOASTS);
  // The toast component loads once the page is idle, or with the first toast if that comes first:
  // most visits never raise one. A plain import (not React.lazy), so no Suspense timer stands
  // between a message and its reader; if even that fails (offline), the message shows as text, and
  // the next toast tries the component again.
  const [Item, setItem] = useState<typeof ToastItemComponent | null>(null);
  useEffect(() => {
    if (Item && Item !== PlainToast) return;
    const load = () =>
      toastItem.load().then(
        (m) => setItem(() => m.ToastItem),
        () => setItem(() => PlainToast),
      );
    if (toasts.length > 0) void load();
    else if (!Item) return onIdle(load);
  }, [toasts.length, Item]);
  return (
    <section
      id={NOTIFICATIONS_REGION_ID}
      aria-label={t(labels.regionLabel)}
      className="pointer-events-none fixed inset-x-0 top-18 z-50 flex justify-center sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto"
    >
      {/* 356 px wide (TOAST_WIDTH_PX, through the stylesheet's --spec-toast-width) */}
      <ol aria-live="polite" className="toast-list flex flex-col gap-2">
        {Item &&
          toasts.map((toast) => <Item key={toast.id} toast={toast} dismissLabel={t(labels.dismiss)} />)}
      </ol>
    </section>
  );
}
