import { useEffect, useRef, useState } from "react";
import { toastStore, type Toast } from "./toast-store.ts";
import { Icon } from "./icon.tsx";

/** One toast. Its timer pauses while hovered or focused, so nobody loses a message mid-read. */
export function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
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
        destructive
          ? "border-red-700 bg-red-600 text-white"
          : "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-ink-900 dark:text-slate-100"
      }`}
    >
      <div className="flex-1 text-sm">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={`mt-1 ${destructive ? "text-red-50" : "text-slate-600 dark:text-slate-300"}`}>
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => toastStore.dismiss(toast.id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <Icon name="x" className="size-4" />
      </button>
    </li>
  );
}
