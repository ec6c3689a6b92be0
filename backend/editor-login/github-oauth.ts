/**
 * The editor's GitHub login (Decap CMS's GitHub backend), as this site's own OAuth proxy: Decap
 * opens /admin/auth in a popup; it sends the writer to GitHub with a random `state` kept in a
 * cookie; GitHub sends them back to /admin/callback, which trades the code for a token with the
 * app's secret and hands the token to the editor window by postMessage, as Decap expects.
 * No `onRequest` export here, so Pages Functions routes nothing to this file.
 *
 * Settings (Pages secrets): GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET; the GitHub OAuth
 * app's callback URL is https://<domain>/admin/callback (one app per domain, or one per preview).
 */
export type OAuthEnv = { GITHUB_OAUTH_CLIENT_ID?: string; GITHUB_OAUTH_CLIENT_SECRET?: string };

const STATE_COOKIE = "tracker_cms_oauth_state";
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** GET /admin/auth: off to GitHub, with a state only this browser knows. */
export function startLogin(request: Request, env: OAuthEnv): Response {
  if (!env.GITHUB_OAUTH_CLIENT_ID) return text(503, "GITHUB_OAUTH_CLIENT_ID is not set on this site.");
  const url = new URL(request.url);
  const state = crypto.randomUUID();
  const authorize = new URL(GITHUB_AUTHORIZE);
  authorize.searchParams.set("client_id", env.GITHUB_OAUTH_CLIENT_ID);
  authorize.searchParams.set("redirect_uri", `${url.origin}/admin/callback`);
  // Decap asks for "repo" (or "public_repo"); nothing wider is ever requested.
  authorize.searchParams.set(
    "scope",
    url.searchParams.get("scope") === "public_repo" ? "public_repo" : "repo",
  );
  authorize.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Set-Cookie": `${STATE_COOKIE}=${state}; Path=/admin; HttpOnly; Secure; SameSite=Lax; Max-Age=600`,
    },
  });
}

/** The page that gives the editor its token (or the error), in Decap's message handshake. */
function handshakePage(status: "success" | "error", payload: object, nonce: string): Response {
  const message = `authorization:github:${status}:${JSON.stringify(payload)}`;
  const script = `(function () {
  var message = ${JSON.stringify(message)};
  function receive(event) {
    if (event.origin !== location.origin) return;
    window.opener.postMessage(message, event.origin);
    window.removeEventListener("message", receive);
  }
  window.addEventListener("message", receive);
  window.opener.postMessage("authorizing:github", location.origin);
})();`;
  return new Response(
    `<!doctype html><meta charset="utf-8"><title>Signing in</title><script nonce="${nonce}">${script}</script>`,
    {
      status: status === "success" ? 200 : 400,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
        // The popup must keep its opener to post the token back.
        "Cross-Origin-Opener-Policy": "unsafe-none",
        "Set-Cookie": `${STATE_COOKIE}=; Path=/admin; HttpOnly; Secure; SameSite=Lax; Max-Age=0`,
      },
    },
  );
}

const cookieOf = (request: Request, name: string) =>
  (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** GET /admin/callback: checks the state, trades the code for a token, hands it over. */
export async function finishLogin(
  request: Request,
  env: OAuthEnv,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!env.GITHUB_OAUTH_CLIENT_ID || !env.GITHUB_OAUTH_CLIENT_SECRET) {
    return handshakePage("error", { message: "The GitHub OAuth app is not configured on this site." }, nonce);
  }
  if (!code || !state || state !== cookieOf(request, STATE_COOKIE)) {
    return handshakePage("error", { message: "The login expired or came from elsewhere: try again." }, nonce);
  }
  const response = await fetcher(GITHUB_TOKEN, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      client_id: env.GITHUB_OAUTH_CLIENT_ID,
      client_secret: env.GITHUB_OAUTH_CLIENT_SECRET,
      code,
      redirect_uri: `${url.origin}/admin/callback`,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token) {
    return handshakePage("error", { message: body.error_description ?? "GitHub refused the login." }, nonce);
  }
  return handshakePage("success", { token: body.access_token, provider: "github" }, nonce);
}
