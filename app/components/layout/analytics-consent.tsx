import { useEffect, useState } from "react";
import type { UiStrings } from "#app/core/content/index.ts";
import { onIdle } from "#app/components/ui/idle.ts";
import { loadOnce } from "#app/components/ui/on-demand.tsx";
import type { ConsentBanner } from "./consent-banner.tsx";

/** If it cannot load, there is no banner, so no consent and no analytics on this page. */
const consentBanner = loadOnce(() => import("./consent-banner.tsx"));

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
