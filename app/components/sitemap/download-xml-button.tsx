import { useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { SITEMAP_XML_PATH } from "#app/core/site/index.ts";
import { loadOnce } from "#app/components/ui/on-demand.tsx";
import { toast, type ToastInput } from "#app/components/ui/toast-store.ts";

/** Loaded on first use: most visitors never download the file. */
const downloader = loadOnce(() => import("./download.ts"));

/**
 * Fetches the live sitemap.xml and saves it as a file (the sitemap page's download button), with a toast either way.
 * A second click while the first is still fetching is ignored.
 */
export function DownloadXmlButton({
  label,
  started,
  failed,
}: {
  label: string;
  started: ToastInput;
  failed: ToastInput;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      // Its code failing to load is a failed download too: the toast says so, the next click retries.
      const { downloadFile } = await downloader.load();
      await downloadFile(SITEMAP_XML_PATH, "sitemap.xml", "application/xml");
      toast(started);
    } catch {
      toast({ ...failed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" aria-busy={busy || undefined} onClick={download} className="btn-outline">
      <Icon name="download" className="size-4" />
      {label}
    </button>
  );
}
