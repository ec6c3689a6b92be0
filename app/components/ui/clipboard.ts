/**
 * Puts text on the clipboard. Rejects when the browser has no Clipboard API (an insecure page) or
 * refuses the write (permission denied, document not focused), so the caller can say it failed.
 */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error("The Clipboard API is not available here");
  await navigator.clipboard.writeText(text);
}
