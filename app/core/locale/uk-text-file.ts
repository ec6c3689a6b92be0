/**
 * Where the build writes a page's UK text (scripts/build/locale-text.ts) and the browser fetches it
 * (components/locale/uk-text.ts): beside the page's `.data` file, named as React Router names that
 * (`/pricing.data`, and `/_root.data` for the home page).
 */
export function ukTextFileOf(path: string): string {
  return `${path === "/" ? "/_root" : path.replace(/\/$/, "")}.uk.json`;
}
