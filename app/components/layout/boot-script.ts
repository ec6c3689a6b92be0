/**
 * The script that runs in <head> before the page paints, the same bytes on every page of a build
 * (the CSP allows it by its hash): it finishes a navigation that a failed code download turned
 * into a reload (components/layout/navigation/navigation-recovery.ts), applies the stored theme,
 * sets `<html lang>` to the visitor's locale, and starts hydration once the page has painted
 * (./hydration-start.ts). Set here, before the body is styled, `lang` never changes after
 * hydration unless the visitor picks another locale: a later change restyles every element.
 */
import { langTag } from "#app/core/locale/index.ts";
import { LOCALE_STORAGE_KEY, UK_LANGUAGE_PREFIXES } from "#app/core/locale/index.ts";
import { HYDRATION_START_BOOT_SCRIPT } from "./hydration-start.ts";
import { THEME_BOOT_SCRIPT } from "./theme.ts";

/** Where a page that is being reloaded after a failed navigation notes where the visitor was going. */
export const RESUME_STORAGE_KEY = "tracker-resume-navigation";
/** A note older than this belongs to some other visit. */
const RESUME_MAX_AGE_MS = 10_000;

/**
 * A note left by the page before it reloaded: if this is that reload, go where the visitor was
 * going instead (same origin only, and only moments later).
 */
const RESUME_BOOT_SCRIPT = `(function(k){try{var n=JSON.parse(sessionStorage.getItem(k));if(!n)return;sessionStorage.removeItem(k);var to=new URL(n.to,location.href);if(n.from===location.href&&Date.now()-n.at<${RESUME_MAX_AGE_MS}&&to.origin===location.origin)location.replace(to.href)}catch(e){}})(${JSON.stringify(RESUME_STORAGE_KEY)})`;

/**
 * core/locale/locale.ts's detectLocale, in the browser's own terms: a stored choice, else UK on the .com
 * host or for a British-English browser, else US. tests/unit/boot-script.test.ts runs it against
 * detectLocale for every kind of visitor.
 */
export function localeBootScript(comHost: string): string {
  const ukLanguages = UK_LANGUAGE_PREFIXES.map((prefix) => prefix.toLowerCase());
  return `(function(k,c,g,u,p){var s=null;try{s=localStorage.getItem(k)}catch(e){}var l=navigator.language||"";l=l.toLowerCase();var uk=s==="UK"||(s!=="US"&&((c&&location.host.toLowerCase().indexOf(c)>=0)||p.some(function(x){return l.indexOf(x)===0})));document.documentElement.lang=uk?g:u})(${[
    LOCALE_STORAGE_KEY,
    comHost.toLowerCase(),
    langTag("UK"),
    langTag("US"),
  ]
    .map((value) => JSON.stringify(value))
    .join(",")},${JSON.stringify(ukLanguages)})`;
}

/** Every part of the head's script, for a build whose .com host is `comHost`. */
export function bootScript(comHost: string): string {
  return `${RESUME_BOOT_SCRIPT};${THEME_BOOT_SCRIPT};${localeBootScript(comHost)};${HYDRATION_START_BOOT_SCRIPT}`;
}
