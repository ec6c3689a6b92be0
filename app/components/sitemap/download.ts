/**
 * Fetches a file of this site as text and saves it under `filename`. Rejects on a network error
 * or an answer outside 2xx, and then saves nothing (no half file, no error page named .xml).
 */
export async function downloadFile(url: string, filename: string, type: string): Promise<void> {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const text = await response.text();
  const href = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the object URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(href));
}
