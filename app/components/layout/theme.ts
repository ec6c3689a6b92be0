import { ROOT_CLASSES } from "#app/core/site/index.ts";

const { dark: DARK, light: LIGHT, scripted: SCRIPTED } = ROOT_CLASSES;

/** Theme: dark by default, remembered as a JSON boolean (true = dark) under this key. */
export const THEME_STORAGE_KEY = "tracker-theme";

/**
 * Runs inline in <head> before first paint, byte-identical on every page, so the stored theme
 * applies with no flash. Anything unparseable in storage means the default (dark). It also marks
 * <html> with `js`, so CSS hides animated-in content only when a script will reveal it.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=true;try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));if(typeof v==="boolean")d=v}catch(e){}var c=document.documentElement.classList;c.toggle(${JSON.stringify(DARK)},d);c.toggle(${JSON.stringify(LIGHT)},!d);c.add(${JSON.stringify(SCRIPTED)})})()`;

/** The theme the page shows now (the boot script or a toggle set it). Browser only. */
export function isDarkTheme(): boolean {
  return document.documentElement.classList.contains(DARK);
}

const themeListeners = new Set<() => void>();

/** Calls `listener` whenever setTheme changes the theme; returns the unsubscribe (useSyncExternalStore). */
export function subscribeToTheme(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

/** Applies a theme and remembers it; blocked storage still changes this visit's theme. */
export function setTheme(dark: boolean): void {
  const classes = document.documentElement.classList;
  classes.toggle(DARK, dark);
  classes.toggle(LIGHT, !dark);
  themeListeners.forEach((listener) => listener());
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(dark));
  } catch {
    // Private mode or storage full: the choice lasts until the page is left.
  }
}
