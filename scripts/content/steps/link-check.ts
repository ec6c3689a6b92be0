/**
 * Where a link may lead: a page of the site (and a heading on it), a file the build writes or one
 * under public/, never a redirect. Pure, so the editor's checks (scripts/build/cms/editor/) say of
 * a link what the cross-check (crosscheck.ts) says of it.
 */
import { GENERATED_FILE_PATHS } from "#app/core/site/index.ts";

/** A page of the site: its anchors, or null when its Markdown could not be read. */
export type KnownPage = { anchors: ReadonlySet<string> | null };

/** What a link is checked against. */
export type LinkTargets = {
  pages: ReadonlyMap<string, KnownPage>;
  /** Old path -> new path (redirects.yaml). */
  redirects: ReadonlyMap<string, string>;
  /** Whether a site path is a file under public/. */
  fileExists: (path: string) => boolean;
};

/** Why a link's target is wrong, or null when it resolves to a page, a heading or a file. */
export function checkLink(url: string, fromPath: string | null, index: LinkTargets): string | null {
  if (/^(https:\/\/|mailto:|tel:)/i.test(url)) return null;
  if (/^http:\/\//i.test(url))
    return `link ${url} uses http:; write https:// (browsers block or warn on plain http)`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return `link ${url} uses a scheme the site does not allow`;
  if (url.startsWith("#")) {
    if (fromPath === null) return `link ${url} has no page to point into; write the page's path before the #`;
    return anchorProblem(url.slice(1), fromPath, index)
      ? `link ${url} points to a heading this page does not have`
      : null;
  }
  if (!url.startsWith("/") || url.startsWith("//"))
    return `link ${url} must start with / (a site path) or https://`;
  const hashAt = url.indexOf("#");
  const anchor = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  const rawPath = url.slice(0, hashAt >= 0 ? hashAt : undefined).split("?")[0]!;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return `link ${url} has a malformed %-escape (a % must be followed by two hex digits)`;
  }
  if (path.length > 1 && path.endsWith("/"))
    return `link ${url} must not end with / (the site's URLs have no trailing slash)`;
  const redirect = index.redirects.get(path);
  if (redirect !== undefined) return `link ${url} is a redirect; link to ${redirect} instead`;
  if (index.pages.has(path)) {
    return anchor !== undefined && anchorProblem(anchor, path, index)
      ? `link ${url} points to a heading ${path} does not have`
      : null;
  }
  if (GENERATED_FILE_PATHS.includes(path) || index.fileExists(path)) return null;
  return `link ${url} points to a page that does not exist`;
}

/** A heading `anchor` is missing from `path` (pages whose Markdown could not be read are trusted). */
function anchorProblem(anchor: string, path: string, index: LinkTargets): boolean {
  const anchors = index.pages.get(path)?.anchors;
  return anchors !== null && !anchors?.has(anchor);
}
