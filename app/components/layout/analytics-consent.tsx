import { useEffect, useState } from "react";
import type { UiStrings } from "~/core/content/types";
import { onIdle } from "~/components/ui/idle";
import { loadOnce } from "~/components/ui/on-demand";
import type { ConsentBanner } from "./consent-banner";

/** If it cannot load, there is no banner, so no consent and no analytics on this page. */
const consentBanner = loadOnce(() => import("./consent-banner"));

/**
 * Analytics, only with a measurement id and the visitor's consent. Rendered only when the build has
 * an id; the consent logic and banner load once the page is idle, so the first paint never waits
 * on them and a build without an id never loads them at all.
 */
export function AnalyticsConsent({ id, labels }: { id: string; labels: UiStrings["consent"] }) {
  const [Banner, setBanner] = useState<typeof ConsentBanner | null>(null);
  useEffect(() => onIdle(() => consentBanner.whenLoaded((m) => setBanner(() => m.ConsentBanner))), []);
  return Banner ? <Banner id={id} labels={labels} /> : null;
}
