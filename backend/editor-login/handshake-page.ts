/**
 * The page the login popup ends on, in Decap CMS's message handshake (decap-cms-lib-auth): the
 * popup posts "authorizing:github" to the editor window; the editor answers from its origin; the
 * popup then posts `authorization:github:success:{"token":…,"provider":"github"}` or
 * `authorization:github:error:{"message":…}` to that origin, after which Decap closes it and, on an
 * error, shows the message on its login page.
 *
 * The editor may be on another origin than this popup (a preview deploy signing in through the
 * production host), so the first message goes to any opener: it carries nothing. The token goes
 * only to an origin that is this page's own or matches an allowed pattern (allowed-origins.ts).
 */
export type Handshake =
  | { status: "success"; payload: { token: string; provider: "github" } }
  | { status: "error"; payload: { message: string } };

/** Shown in the popup when the window that opened it may not receive a token. */
const NOT_ALLOWED = "This editor's address may not sign in here. Open the editor on the site itself.";

/**
 * A value as JavaScript source that is safe inside an HTML <script> element: JSON, with every
 * `<`, `>` and `&` written as a \u escape, so no `</script>` or `<!--` can end or bend the element,
 * and U+2028/U+2029 escaped for older parsers.
 */
const scriptValue = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/**
 * The page's HTML; `nonce` (hex) is the one the answer's policy allows, `allowed` the other
 * origins' patterns (anchored regular expressions' sources).
 */
export function handshakePage({ status, payload }: Handshake, nonce: string, allowed: string[] = []): string {
  const message = `authorization:github:${status}:${JSON.stringify(payload)}`;
  const script = `(function () {
  var message = ${scriptValue(message)};
  var allowed = ${scriptValue(allowed)};
  if (!window.opener) return;
  function mayReceive(origin) {
    if (origin === location.origin) return true;
    for (var i = 0; i < allowed.length; i++) if (new RegExp(allowed[i]).test(origin)) return true;
    return false;
  }
  function receive(event) {
    if (event.data !== "authorizing:github") return;
    if (!mayReceive(event.origin)) {
      document.getElementById("status").textContent = ${scriptValue(NOT_ALLOWED)};
      return;
    }
    window.removeEventListener("message", receive);
    window.opener.postMessage(message, event.origin);
  }
  window.addEventListener("message", receive);
  window.opener.postMessage("authorizing:github", "*");
})();`;
  return `<!doctype html><meta charset="utf-8"><title>Signing in</title><p id="status" role="status"></p><script nonce="${nonce}">${script}</script>`;
}
