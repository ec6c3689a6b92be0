import { useEffect, useRef, useState } from "react";
import { copyText } from "#app/components/ui/clipboard.ts";
import { COPIED_INDICATOR_MS } from "#app/core/spec/index.ts";
import { toast, type ToastInput } from "#app/components/ui/toast-store.ts";

export type CopyMessages = { copied: ToastInput; failed: ToastInput };

/**
 * Copies text and says how it went: a toast either way, and `copied` is true for 2 s after a
 * success so the button can show a tick.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(text: string, messages: CopyMessages) {
    try {
      await copyText(text);
    } catch {
      toast({ ...messages.failed, variant: "destructive" });
      return;
    }
    toast(messages.copied);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  return { copied, copy };
}
