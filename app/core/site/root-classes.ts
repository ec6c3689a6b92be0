/**
 * The classes the head's theme script (app/components/layout/theme.ts) puts on `<html>` before the
 * first paint; app.css styles by them, and the build keeps their rules in a page's first style.
 */
export const ROOT_CLASSES = { dark: "dark", light: "light", scripted: "js" } as const;
