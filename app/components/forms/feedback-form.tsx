import { useId, useState } from "react";
import { MAX_FEEDBACK_COMMENT } from "#app/core/leads/index.ts";
import { sendFeedback } from "./send-feedback.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import type { FeedbackLabels } from "./docs-feedback.tsx";

/**
 * The optional comment and the Send button of "Was this page helpful?". Sends only on Send (with
 * or without a comment, as the hint says); a failure says so and keeps the comment for a retry.
 */
export default function FeedbackForm({
  endpoint,
  page,
  helpful,
  labels,
  onSent,
}: {
  endpoint: string;
  page: string;
  helpful: boolean;
  labels: FeedbackLabels;
  onSent: () => void;
}) {
  const t = useLocalize();
  const id = useId();
  const [comment, setComment] = useState("");
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus("sending");
        void sendFeedback(endpoint, { page, helpful, comment }).then((ok) =>
          ok ? onSent() : setStatus("failed"),
        );
      }}
    >
      <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-slate-900 dark:text-white">
        {t(labels.commentLabel)}
      </label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        maxLength={MAX_FEEDBACK_COMMENT}
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
  );
}
