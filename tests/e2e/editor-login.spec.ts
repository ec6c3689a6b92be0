import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import type { BrowserContext } from "@playwright/test";
import { finishLogin, startLogin, type OAuthEnv } from "#backend/editor-login/index.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The editor's GitHub login across origins, as a preview deploy signs in: Decap's own
 * authenticator (decap-cms-lib-auth's browser build) on one origin opens the popup on the login
 * host's origin, where this site's proxy runs; GitHub is a stand-in (its authorize page answers at
 * once, its token endpoint is the proxy's injected fetch). The editor gets the token only where
 * EDITOR_ORIGINS allows its origin.
 */
const require = createRequire(import.meta.url);
const script = (module: string) => readFileSync(require.resolve(module), "utf8");
const TOKEN = "gho_preview_login";

type Served = { server: Server; port: number };

async function serve(handle: (request: Request) => Promise<Response> | Response): Promise<Served> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const response = await handle(new Request(url, { headers: { Cookie: req.headers.cookie ?? "" } }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The login host: the proxy's two routes, with GitHub's token endpoint answered here. */
const loginHost = (env: OAuthEnv) =>
  serve((request) =>
    new URL(request.url).pathname === "/admin/auth"
      ? startLogin(request, env)
      : finishLogin(request, env, async () => Response.json({ access_token: TOKEN })),
  );

/** The editor: Decap's authenticator, pointed at the login host as the built config.yml does. */
const editor = (loginOrigin: string) =>
  serve(({ url }) =>
    new URL(url).pathname === "/decap-auth.js"
      ? new Response(script("decap-cms-lib-auth/dist/decap-cms-lib-auth.js"), {
          headers: { "Content-Type": "text/javascript" },
        })
      : new URL(url).pathname === "/immutable.js"
        ? new Response(script("immutable/dist/immutable.js"), {
            headers: { "Content-Type": "text/javascript" },
          })
        : new Response(
            `<!doctype html><meta charset="utf-8"><title>Editor</title>
<script src="/immutable.js"></script>
<script>window.DecapCmsDefaultExports = { Immutable: window.Immutable };</script>
<script src="/decap-auth.js"></script>
<button id="login">Login with GitHub</button><output id="result"></output>
<script>
document.getElementById("login").onclick = function () {
  new DecapCmsLibAuth.NetlifyAuthenticator({ base_url: ${JSON.stringify(loginOrigin)}, auth_endpoint: "admin/auth" })
    .authenticate({ provider: "github", scope: "repo" }, function (error, data) {
      document.getElementById("result").textContent = error ? "error: " + error.message : "token: " + data.token;
    });
};
</script>`,
            { headers: { "Content-Type": "text/html" } },
          ),
  );

/**
 * GitHub's authorize page, as for a writer who has approved the app before: straight back to the
 * callback with a code and the proxy's state. Playwright routes only the first request of a
 * redirect chain, so the proxy's real answer to /admin/auth is fetched and its GitHub hop is
 * answered here, the state cookie passed on.
 */
async function githubApprovesAtOnce(context: BrowserContext, loginOrigin: string) {
  await context.route(`${loginOrigin}/admin/auth?**`, async (route) => {
    const proxy = await route.fetch({ maxRedirects: 0 });
    const asked = new URL(proxy.headers()["location"]!);
    expect(asked.origin + asked.pathname).toBe("https://github.com/login/oauth/authorize");
    const back = new URL(asked.searchParams.get("redirect_uri")!);
    back.searchParams.set("code", "code-1");
    back.searchParams.set("state", asked.searchParams.get("state")!);
    await route.fulfill({ response: proxy, headers: { ...proxy.headers(), location: back.href } });
  });
}

const servers: Server[] = [];
test.afterAll(() => servers.forEach((server) => server.close()));

/** Signs in from the editor at `editorHost` through a login host with EDITOR_ORIGINS `allowed`. */
async function signIn(
  browser: import("@playwright/test").Browser,
  editorHost: string,
  allowed: (port: number) => string,
) {
  const env: OAuthEnv = { GITHUB_OAUTH_CLIENT_ID: "client-1", GITHUB_OAUTH_CLIENT_SECRET: "secret-1" };
  const login = await loginHost(env);
  const loginOrigin = `http://127.0.0.1:${login.port}`;
  const page = await editor(loginOrigin);
  servers.push(login.server, page.server);
  env.EDITOR_ORIGINS = allowed(page.port);
  const context = await browser.newContext();
  await githubApprovesAtOnce(context, loginOrigin);
  const tab = await context.newPage();

  await tab.goto(`http://${editorHost}:${page.port}/`);
  const popupOpened = tab.waitForEvent("popup");
  await tab.getByRole("button", { name: "Login with GitHub" }).click();
  const popup = await popupOpened;
  return { tab, popup, context };
}

test("a preview deploy's editor signs in through the production host's proxy", async ({ browser }) => {
  const { tab, context } = await signIn(
    browser,
    "pr-7.tracker-com.pages.localhost",
    (port) => `http://*.tracker-com.pages.localhost:${port}`,
  );
  await expect(tab.locator("#result")).toHaveText(`token: ${TOKEN}`);
  await context.close();
});

test("an editor on an origin not allowed gets no token, and the popup says why", async ({ browser }) => {
  const { tab, popup, context } = await signIn(
    browser,
    "pr-7.tracker-us.pages.localhost",
    (port) => `http://*.tracker-com.pages.localhost:${port}`,
  );
  await expect(popup.getByRole("status")).not.toBeEmpty();
  await expect(tab.locator("#result")).toBeEmpty();
  await context.close();
});
