import { useId, useState } from "react";
import type { UiStrings } from "~/core/content/types";
import { useLocalize } from "../layout/locale-context";

/** The same limit as app/core/feedback-schema.ts, which is loaded only when sending. */
const MAX_COMMENT = 1000;

type Status = "choosing" | "sending" | "sent" | "failed";

/**
 * "Was this page helpful?": Yes or No, then an optional comment and Send. Nothing leaves the page
 * before Send; the sending code (and its schema) loads at that moment. A failure keeps the comment.
 */
export function DocsFeedback({
  endpoint,
  page,
  labels,
}: {
  endpoint: string;
  page: string;
  labels: UiStrings["docs"]["feedback"];
}) {
  const t = useLocalize();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState("");
  const [status, setStatus] = useState<Status>("choosing");

  if (status === "sent")
    return (
      <section
        aria-labelledby={`${id}-q`}
        className="mt-12 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id={`${id}-q`} className="sr-only">
          {t(labels.question)}
        </h2>
        <p role="status" className="font-medium text-slate-900 dark:text-white">
          {t(labels.thanks)}
        </p>
      </section>
    );

  const send = async () => {
    if (helpful === null) return;
    setStatus("sending");
    const { sendFeedback } = await import("~/lib/send-feedback");
    const ok = await sendFeedback(endpoint, { page, helpful, comment });
    setStatus(ok ? "sent" : "failed");
  };
  const choice = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={helpful === value}
      onClick={() => setHelpful(value)}
      className={`rounded-lg border px-4 py-2 text-sm font-semibold ${helpful === value ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-900 hover:border-brand-500 dark:border-slate-700 dark:text-white"}`}
    >
      {t(label)}
    </button>
  );
  return (
    <section
      aria-labelledby={`${id}-q`}
      className="mt-12 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-q`} className="mr-2 font-semibold text-slate-900 dark:text-white">
          {t(labels.question)}
        </h2>
        {choice(true, labels.yes)}
        {choice(false, labels.no)}
      </div>
      {helpful !== null && (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label
            htmlFor={`${id}-comment`}
            className="block text-sm font-medium text-slate-900 dark:text-white"
          >
            {t(labels.commentLabel)}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={MAX_COMMENT}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}-hint`}
            className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-ink-900 dark:text-white"
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {t(labels.hint)}
          </p>
          {status === "failed" && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {t(labels.failed)}
            </p>
          )}
          <button
            type="submit"
            disabled={status === "sending"}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t(status === "sending" ? labels.sending : labels.send)}
          </button>
        </form>
      )}
    </section>
  );
}
