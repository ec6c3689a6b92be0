/**
 * When a page's code cannot be fetched during an in-app navigation (a dropped connection, a deploy
 * that replaced the files), React Router reloads the page the visitor is on, and their click is
 * lost. This turns that reload into a full navigation to the page they asked for, as a link
 * without scripts would: through the Navigation API where the browser has it, otherwise by
 * leaving a note that the head's boot script reads on the reloaded page (lib/boot-script.ts).
 */
import { RESUME_STORAGE_KEY } from "./boot-script.ts";
import { pendingNavigation } from "./pending-navigation.ts";

type NavigateEvent = Event & { navigationType: string; cancelable: boolean };
type NavigationApi = EventTarget;

/** Installs the recovery once; returns the uninstall (for React's effect cleanup). */
export function recoverFailedNavigations(): () => void {
  const navigation = (window as unknown as { navigation?: NavigationApi }).navigation;
  const onNavigate = (event: Event) => {
    const navigate = event as NavigateEvent;
    const target = pendingNavigation();
    if (navigate.navigationType !== "reload" || !target || !navigate.cancelable) return;
    navigate.preventDefault();
    window.location.assign(target);
  };
  const onPageHide = () => {
    const target = pendingNavigation();
    if (!target) return;
    try {
      const note = {
        from: window.location.href,
        to: new URL(target, window.location.href).href,
        at: Date.now(),
      };
      sessionStorage.setItem(RESUME_STORAGE_KEY, JSON.stringify(note));
    } catch {
      // Storage blocked: the reload shows the page the visitor was on, as it would have anyway.
    }
  };
  navigation?.addEventListener("navigate", onNavigate);
  window.addEventListener("pagehide", onPageHide);
  return () => {
    navigation?.removeEventListener("navigate", onNavigate);
    window.removeEventListener("pagehide", onPageHide);
  };
}
