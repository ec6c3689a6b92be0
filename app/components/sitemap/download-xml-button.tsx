import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { SITEMAP_XML_PATH } from "~/core/site/site-paths";
import { loadOnce } from "~/components/ui/on-demand";
import { toast, type ToastInput } from "~/components/ui/toast-store";

/** Loaded on first use: most visitors never download the file. */
const downloader = loadOnce(() => import("~/components/sitemap/download"));

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
