import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocalize } from "~/components/layout/locale-context";
import { toastStore, type Toast } from "~/lib/toast-store";
import { TOAST_WIDTH_PX } from "~/lib/spec-constants";
import { Icon } from "./icon";

const NO_TOASTS: readonly Toast[] = [];

/**
 * Where toasts appear: bottom right (bottom centre on phones), newest last. The list is a polite
 * live region present from the first paint, so screen readers announce each toast; errors use
 * role="alert" to be announced at once.
 */
export function Toaster({ labels }: { labels: { regionLabel: string; dismiss: string } }) {
  const t = useLocalize();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NO_TOASTS);
  return (
    <section aria-label={t(labels.regionLabel)} className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center sm:right-4 sm:left-auto">
      <ol aria-live="polite" className="flex flex-col gap-2" style={{ width: TOAST_WIDTH_PX, maxWidth: "calc(100vw - 2rem)" }}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={t(labels.dismiss)} />
        ))}
      </ol>
    </section>
  );
}

/** One toast. Its timer pauses while hovered or focused, so nobody loses a message mid-read. */
function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => toastStore.dismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const destructive = toast.variant === "destructive";
  return (
    <li
      role={destructive ? "alert" : undefined}
      data-variant={toast.variant}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`toast pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-xl ${
        destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-ink-900 dark:text-slate-100"
      }`}
    >
      <div className="flex-1 text-sm">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className={`mt-1 ${destructive ? "text-red-50" : "text-slate-600 dark:text-slate-300"}`}>{toast.description}</p>}
      </div>
      <button type="button" aria-label={dismissLabel} onClick={() => toastStore.dismiss(toast.id)} className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100">
        <Icon name="x" className="size-4" />
      </button>
    </li>
  );
}
