/**
 * The editor's GitHub login (Decap CMS's GitHub backend), as this site's own OAuth proxy: Decap
 * opens /admin/auth in a popup; it sends the writer to GitHub with a random `state` kept in a
 * cookie; GitHub sends them back to /admin/callback, which trades the code for a token with the
 * app's secret and hands the token to the editor window by postMessage, as Decap expects.
 * No `onRequest` export here, so Pages Functions routes nothing to this file.
 *
 * Every answer carries the site's security headers (the Functions under /admin are outside the
 * /api middleware) and is never cached. Whatever goes wrong after GitHub sends the writer back (a
 * refused code, GitHub slow or unreachable, a bug here) ends the same way: Decap's error message
 * to the editor, which closes the popup and shows it, and the state cookie cleared; never a 500.
 *
 * Settings (Pages secrets): GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET; the GitHub OAuth
 * app's callback URL is https://<domain>/admin/callback (one app per domain); EDITOR_ORIGINS lets
 * the domain's preview deploys sign in through it (allowed-origins.ts).
 */
import { API_HEADERS } from "#backend/http/index.ts";
import { allowedOrigins } from "./allowed-origins.ts";
import { handshakePage, type Handshake } from "./handshake-page.ts";

export type OAuthEnv = {
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  /** The editors on other origins (preview deploys) that may sign in here: allowed-origins.ts. */
  EDITOR_ORIGINS?: string;
};

const STATE_COOKIE = "tracker_cms_oauth_state";
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";
/** How long the token exchange may take before the writer is told to try again. */
const TOKEN_TIMEOUT_MS = 10_000;
/** The longest reason from GitHub passed on to the editor: a sentence, not a page. */
const MAX_REASON = 300;

const COOKIE_FLAGS = "Path=/admin; HttpOnly; Secure; SameSite=Lax";
const CLEAR_STATE = `${STATE_COOKIE}=; ${COOKIE_FLAGS}; Max-Age=0`;

/**
 * The /api answers' headers, but for the opener policy: the popup keeps its opener through the
 * redirects and on the callback page, or it could not post the token back.
 */
const OAUTH_HEADERS: Readonly<Record<string, string>> = {
  ...API_HEADERS,
  "Cross-Origin-Opener-Policy": "unsafe-none",
};

const answer = (status: number, body: string | null, headers: Record<string, string>) =>
  new Response(body, { status, headers: { ...OAUTH_HEADERS, ...headers } });

/** GET /admin/auth: off to GitHub, with a state only this browser knows. */
export function startLogin(request: Request, env: OAuthEnv): Response {
  if (!env.GITHUB_OAUTH_CLIENT_ID)
    return answer(503, "GITHUB_OAUTH_CLIENT_ID is not set on this site.", {
      "Content-Type": "text/plain; charset=utf-8",
    });
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
  return answer(302, null, {
    Location: authorize.href,
    "Set-Cookie": `${STATE_COOKIE}=${state}; ${COOKIE_FLAGS}; Max-Age=600`,
  });
}

/** The handshake page as an answer: its own nonce-only policy, and the state cookie cleared. */
function finish(handshake: Handshake, env: OAuthEnv): Response {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const { patterns, refused } = allowedOrigins(env.EDITOR_ORIGINS);
  if (refused.length > 0) console.error("EDITOR_ORIGINS entries that are not origins, ignored:", refused);
  const page = handshakePage(handshake, nonce, patterns);
  return answer(handshake.status === "success" ? 200 : 400, page, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Set-Cookie": CLEAR_STATE,
  });
}

const failed = (message: string): Handshake => ({ status: "error", payload: { message } });

const cookieOf = (request: Request, name: string) =>
  (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** A reason GitHub gave, short and on one line; the page escapes it (handshake-page.ts). */
const reasonOf = (text: unknown, fallback: string) =>
  typeof text === "string" && text.trim() !== ""
    ? text
        .replace(/[\p{Cc}\s]+/gu, " ")
        .trim()
        .slice(0, MAX_REASON)
    : fallback;

/** The code traded for a token with the app's secret, within TOKEN_TIMEOUT_MS. */
async function exchange(
  code: string,
  callback: string,
  env: Required<Pick<OAuthEnv, "GITHUB_OAUTH_CLIENT_ID" | "GITHUB_OAUTH_CLIENT_SECRET">>,
  fetcher: typeof fetch,
): Promise<Handshake> {
  let response: Response;
  try {
    response = await fetcher(GITHUB_TOKEN, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_OAUTH_CLIENT_ID,
        client_secret: env.GITHUB_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: callback,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    console.error("GitHub token exchange", error);
    return failed(
      error instanceof Error && error.name === "TimeoutError"
        ? `GitHub did not answer within ${TOKEN_TIMEOUT_MS / 1000} s: try again.`
        : "GitHub could not be reached: try again.",
    );
  }
  // GitHub answers a refused code with 200 and {error, error_description} (bad_verification_code).
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: unknown;
    error_description?: unknown;
  };
  if (!response.ok || typeof body.access_token !== "string" || body.access_token === "")
    return failed(reasonOf(body.error_description, `GitHub refused the login (HTTP ${response.status}).`));
  return { status: "success", payload: { token: body.access_token, provider: "github" } };
}

async function callbackHandshake(request: Request, env: OAuthEnv, fetcher: typeof fetch): Promise<Handshake> {
  const url = new URL(request.url);
  const { GITHUB_OAUTH_CLIENT_ID: id, GITHUB_OAUTH_CLIENT_SECRET: secret } = env;
  if (!id || !secret) return failed("The GitHub OAuth app is not configured on this site.");
  const state = url.searchParams.get("state");
  if (!state || state !== cookieOf(request, STATE_COOKIE))
    return failed("The login expired or came from elsewhere: try again.");
  // The writer declined, or GitHub could not authorise the app: GitHub says why in the URL.
  if (url.searchParams.has("error"))
    return failed(reasonOf(url.searchParams.get("error_description"), "GitHub refused the login."));
  const code = url.searchParams.get("code");
  if (!code) return failed("GitHub sent no code: try again.");
  return exchange(
    code,
    `${url.origin}/admin/callback`,
    { GITHUB_OAUTH_CLIENT_ID: id, GITHUB_OAUTH_CLIENT_SECRET: secret },
    fetcher,
  );
}

/** GET /admin/callback: checks the state, trades the code for a token, hands it over. */
export async function finishLogin(
  request: Request,
  env: OAuthEnv,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  try {
    return finish(await callbackHandshake(request, env, fetcher), env);
  } catch (error) {
    console.error("GitHub login", error);
    return finish(failed("The login failed on this site: try again."), env);
  }
}
