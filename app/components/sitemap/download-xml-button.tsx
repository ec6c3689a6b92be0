import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { SITEMAP_XML_PATH } from "~/core/site/site-paths";
import { toast, type ToastInput } from "~/components/ui/toast-store";

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
      // Loaded on first use: most visitors never download the file.
      const { downloadFile } = await import("~/components/sitemap/download");
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
