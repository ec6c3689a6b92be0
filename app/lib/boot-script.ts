/**
 * The script that runs in <head> before the page paints, the same bytes on every page (the build
 * serves it as one cached file): it applies the stored theme, and finishes a navigation that a
 * failed code download turned into a reload (lib/navigation-recovery.ts).
 */
import { THEME_BOOT_SCRIPT } from "./theme.ts";

/** Where a page that is being reloaded after a failed navigation notes where the visitor was going. */
export const RESUME_STORAGE_KEY = "tracker-resume-navigation";
/** A note older than this belongs to some other visit. */
export const RESUME_MAX_AGE_MS = 10_000;

/**
 * A note left by the page before it reloaded: if this is that reload, go where the visitor was
 * going instead (same origin only, and only moments later).
 */
export const RESUME_BOOT_SCRIPT = `(function(k){try{var n=JSON.parse(sessionStorage.getItem(k));if(!n)return;sessionStorage.removeItem(k);var to=new URL(n.to,location.href);if(n.from===location.href&&Date.now()-n.at<${RESUME_MAX_AGE_MS}&&to.origin===location.origin)location.replace(to.href)}catch(e){}})(${JSON.stringify(RESUME_STORAGE_KEY)})`;

export const BOOT_SCRIPT = `${RESUME_BOOT_SCRIPT};${THEME_BOOT_SCRIPT}`;
