/**
 * Which editor windows the login may hand a token to. Decap's editor on a preview deploy
 * (`https://pr-12.tracker-com.pages.dev/admin/`) signs in through the production host's proxy,
 * its `base_url`, since a GitHub OAuth app has one callback URL. The popup then learns the editor's
 * origin only from the editor's answer to "authorizing:github", so it checks that origin against
 * this list before it posts the token: its own origin always, and each entry of EDITOR_ORIGINS.
 *
 * EDITOR_ORIGINS (a Pages variable): origins separated by commas or spaces, each
 * `scheme://host[:port]`, where the host may start with `*.` for any one DNS label, as a preview
 * alias is (`https://*.tracker-com.pages.dev`). Nothing wider: no bare `*`, no path, and a
 * wildcard only over a host of three labels or more, so `*.pages.dev` (every Pages project in the
 * world) is refused.
 */

/** A DNS label, as a preview alias's first label is (`pr-12`, `3f9a1c2b`). */
const LABEL = "[a-z0-9](?:[a-z0-9-]*[a-z0-9])?";

/** One origin pattern: a scheme, an optional one-label wildcard, a host and an optional port. */
const PATTERN = new RegExp(`^(https?)://(\\*\\.)?((?:${LABEL}\\.)*${LABEL})(:\\d{1,5})?$`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type AllowedOrigins = {
  /** Each allowed origin as an anchored regular expression's source, for the handshake page. */
  patterns: string[];
  /** Entries that are not origins, which the Function logs and never matches. */
  refused: string[];
};

/** EDITOR_ORIGINS read into patterns; an entry that is not an origin is refused, not widened. */
export function allowedOrigins(setting: string | undefined): AllowedOrigins {
  const patterns: string[] = [];
  const refused: string[] = [];
  for (const entry of (setting ?? "").split(/[\s,]+/).filter(Boolean)) {
    const match = PATTERN.exec(entry.toLowerCase());
    if (!match) {
      refused.push(entry);
      continue;
    }
    const [, scheme, wildcard, host, port = ""] = match;
    if (wildcard && host!.split(".").length < 3) {
      refused.push(entry);
      continue;
    }
    patterns.push(`^${escape(`${scheme}://`)}${wildcard ? `${LABEL}\\.` : ""}${escape(`${host}${port}`)}$`);
  }
  return { patterns, refused };
}
