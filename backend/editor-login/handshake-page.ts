/**
 * The page the login popup ends on, in Decap CMS's message handshake (decap-cms-lib-auth): the
 * popup posts "authorizing:github" to the editor window; the editor answers from the site's
 * origin; the popup then posts `authorization:github:success:{"token":…,"provider":"github"}` or
 * `authorization:github:error:{"message":…}`, after which Decap closes it and, on an error, shows
 * the message on its login page.
 */
export type Handshake =
  | { status: "success"; payload: { token: string; provider: "github" } }
  | { status: "error"; payload: { message: string } };

/**
 * A value as a JavaScript string literal that is safe inside an HTML <script> element: JSON, with
 * every `<`, `>` and `&` written as a \u escape, so no `</script>` or `<!--` can end or bend the
 * element, and U+2028/U+2029 escaped for older parsers.
 */
const scriptString = (value: string) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** The page's HTML; `nonce` (hex) is the one the answer's policy allows. */
export function handshakePage({ status, payload }: Handshake, nonce: string): string {
  const message = `authorization:github:${status}:${JSON.stringify(payload)}`;
  const script = `(function () {
  var message = ${scriptString(message)};
  if (!window.opener) return;
  function receive(event) {
    if (event.origin !== location.origin) return;
    window.opener.postMessage(message, event.origin);
    window.removeEventListener("message", receive);
  }
  window.addEventListener("message", receive);
  window.opener.postMessage("authorizing:github", location.origin);
})();`;
  return `<!doctype html><meta charset="utf-8"><title>Signing in</title><script nonce="${nonce}">${script}</script>`;
}
