/**
 * When a page's code cannot be fetched during an in-app navigation (a dropped connection, a deploy
 * that replaced the files), React Router reloads the page the visitor is on, and their click is
 * lost. This turns that reload into a full navigation to the page they asked for, as a link
 * without scripts would: through the Navigation API where the browser has it, otherwise by
 * leaving a note that the head's boot script reads on the reloaded page (components/layout/boot-script.ts).
 */
import { RESUME_STORAGE_KEY } from "#app/components/layout/boot-script.ts";
import { noteFollowedLink, pendingNavigation } from "./pending-navigation.ts";

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
  // Capture phase: seen before React Router's own handler turns the click into a navigation.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !followsInTab(event, link)) return;
    noteFollowedLink(`${link.pathname}${link.search}${link.hash}`);
  };
  navigation?.addEventListener("navigate", onNavigate);
  window.addEventListener("pagehide", onPageHide);
  document.addEventListener("click", onClick, true);
  return () => {
    navigation?.removeEventListener("navigate", onNavigate);
    window.removeEventListener("pagehide", onPageHide);
    document.removeEventListener("click", onClick, true);
  };
}

/**
 * A plain click on a same-origin link that opens in this tab, as React Router's links handle; the
 * page's own link handler asks the same (components/ui/use-in-app-link-clicks.ts).
 */
export function followsInTab(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.target && link.target !== "_self") return false;
  return link.origin === window.location.origin && !link.hasAttribute("download");
}
