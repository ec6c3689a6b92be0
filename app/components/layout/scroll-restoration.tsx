import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions across reloads (its own key, so both agree). */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * Restores the scroll position of a reloaded page before it hydrates. React Router's own script
 * does the same but, when storage is blocked (private modes, enterprise policies), its catch calls
 * storage again and throws on every page load; this one gives up quietly. Byte-identical on every
 * page, so the CSP allows it by its hash.
 *
 * A new history entry gets its key here and also the index React Router's history would give it
 * (`idx: 0`, as its createBrowserHistory does when the entry has none). Each replaceState is a
 * same-document navigation the browser records (1 to 9 ms on this repository's machines), and the
 * router's, made while the page hydrates, is then not needed.
 */
const RESTORE_SCRIPT = `(function(k){var s=history.state;if(!s||!s.key)history.replaceState(Object.assign({idx:0},s,{key:Math.random().toString(32).slice(2)}),"");try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[history.state.key];if(typeof y==="number")scrollTo(0,y)}catch(e){}})(${JSON.stringify(STORAGE_KEY)})`;

/** React Router's scroll restoration (positions saved per history entry), with a restore script that is safe without storage. */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  // Written at prerender only, like the head's boot script (root.tsx): hydration leaves a script's
  // text alone, so the browser bundle does not carry it.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? RESTORE_SCRIPT : "" }}
    />
  );
}
