import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { finishLogin, startLogin, type OAuthEnv } from "#backend/editor-login/index.ts";
import { observatoryGrade } from "#tests/support/observatory.ts";

const env = { GITHUB_OAUTH_CLIENT_ID: "client-1", GITHUB_OAUTH_CLIENT_SECRET: "secret-1" };
const SITE = "https://www.example.com";

const callback = (query: string, cookie = "tracker_cms_oauth_state=s1") =>
  new Request(`${SITE}/admin/callback?${query}`, { headers: { Cookie: cookie } });

/**
 * What Decap's editor window receives from the popup: the page's script run against a stand-in
 * window whose opener first hears "authorizing:github" and then answers from `editor` (the site's
 * own origin unless said), as decap-cms-lib-auth does. Returns the last message, parsed as Decap
 * parses it (null when none came after the first), and what the popup itself shows.
 */
function decapReceives(html: string, editor = SITE) {
  const scripts = [...html.matchAll(/<script nonce="[0-9a-f]+">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const posted: { data: string; to: string }[] = [];
  const listeners: ((event: { origin: string; data: string }) => void)[] = [];
  const status = { textContent: "" };
  const window = {
    opener: { postMessage: (data: string, to: string) => posted.push({ data, to }) },
    addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: () => {},
  };
  const document = { getElementById: (id: string) => (id === "status" ? status : null) };
  runInNewContext(scripts[0]![1]!, { window, document, location: { origin: SITE } });
  // The first message carries nothing, so it may go to whichever window opened the popup.
  expect(posted).toEqual([{ data: "authorizing:github", to: "*" }]);
  for (const listener of listeners) listener({ origin: editor, data: "authorizing:github" });
  const last = posted.length > 1 ? posted.at(-1)! : null;
  if (last) expect(last.to).toBe(editor);
  const [, outcome, json] = last ? /^authorization:github:(success|error):(.+)$/s.exec(last.data)! : [];
  return {
    status: outcome ?? null,
    payload: json ? (JSON.parse(json) as Record<string, unknown>) : null,
    shown: status.textContent,
  };
}

const stateCleared = (response: Response) =>
  expect(response.headers.get("Set-Cookie")).toMatch(/^tracker_cms_oauth_state=;.*Max-Age=0/);

afterEach(() => vi.restoreAllMocks());

describe("the editor's GitHub login proxy", () => {
  it("sends the writer to GitHub with the app, the callback and a state kept in a cookie", () => {
    const response = startLogin(new Request(`${SITE}/admin/auth?provider=github&scope=repo`), env);
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get("Location")!);
    expect(to.origin + to.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe("client-1");
    expect(to.searchParams.get("redirect_uri")).toBe(`${SITE}/admin/callback`);
    expect(response.headers.get("Set-Cookie")).toContain(`=${to.searchParams.get("state")};`);
  });

  it("says so when the app is not configured", () => {
    expect(startLogin(new Request(`${SITE}/admin/auth`), {}).status).toBe(503);
  });

  it("refuses a callback whose state is not this browser's, without asking GitHub", async () => {
    let asked = false;
    const response = await finishLogin(
      callback("code=c&state=forged", "tracker_cms_oauth_state=real"),
      env,
      async () => ((asked = true), new Response("{}")),
    );
    expect(response.status).toBe(400);
    expect(asked).toBe(false);
    expect(decapReceives(await response.text()).status).toBe("error");
    stateCleared(response);
  });

  it("trades the code for a token and hands it to the editor under a nonce-only policy", async () => {
    const response = await finishLogin(
      callback("code=c&state=s1", "a=b; tracker_cms_oauth_state=s1"),
      env,
      async (_url, init) => {
        expect(JSON.parse(String(init!.body))).toMatchObject({ client_secret: "secret-1", code: "c" });
        return Response.json({ access_token: "gho_token" });
      },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(decapReceives(html)).toEqual({
      status: "success",
      payload: { token: "gho_token", provider: "github" },
      shown: "",
    });
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(response.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
    stateCleared(response);
  });
});

describe("a login from a preview deploy", () => {
  const previews = {
    ...env,
    EDITOR_ORIGINS: "https://*.tracker-com.pages.dev, https://tracker-com.pages.dev",
  };
  const signIn = (settings: OAuthEnv) =>
    finishLogin(callback("code=c&state=s1"), settings, async () => Response.json({ access_token: "gho_t" }));

  it.each([
    "https://pr-12.tracker-com.pages.dev",
    "https://3f9a1c2b.tracker-com.pages.dev",
    "https://tracker-com.pages.dev",
  ])("hands the token to the editor at %s, an allowed origin", async (editor) => {
    expect(decapReceives(await (await signIn(previews)).text(), editor)).toMatchObject({
      status: "success",
      payload: { token: "gho_t" },
    });
  });

  it.each([
    "https://evil.example",
    "https://a.b.tracker-com.pages.dev",
    "https://tracker-com.pages.dev.evil.example",
    "https://pr-12xtracker-com.pages.dev",
    "http://pr-12.tracker-com.pages.dev",
    "https://pr-12.tracker-us.pages.dev",
  ])("gives %s nothing and says why in the popup", async (editor) => {
    const seen = decapReceives(await (await signIn(previews)).text(), editor);
    expect(seen.status).toBeNull();
    expect(seen.shown).not.toBe("");
  });

  it("allows no other origin when EDITOR_ORIGINS is unset", async () => {
    expect(
      decapReceives(await (await signIn(env)).text(), "https://pr-1.tracker-com.pages.dev").status,
    ).toBeNull();
  });

  it("never widens an entry that is not an origin: it is ignored and logged", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const loose = {
      ...env,
      EDITOR_ORIGINS: "* https://*.pages.dev https://*.tracker-com.pages.dev/admin https://*.*.pages.dev",
    };
    expect(
      decapReceives(await (await signIn(loose)).text(), "https://pr-1.tracker-com.pages.dev").status,
    ).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("EDITOR_ORIGINS"), [
      "*",
      "https://*.pages.dev",
      "https://*.tracker-com.pages.dev/admin",
      "https://*.*.pages.dev",
    ]);
  });
});

describe("a login that fails", () => {
  it("tells the editor when GitHub cannot be reached, clearing the state, never with a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await finishLogin(callback("code=c&state=s1"), env, async () => {
      throw new TypeError("fetch failed");
    });
    expect(response.status).toBe(400);
    const { status, payload } = decapReceives(await response.text());
    expect(status).toBe("error");
    expect(payload?.message).toEqual(expect.any(String));
    stateCleared(response);
  });

  it("gives GitHub 10 s to trade the code, then tells the editor", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockReturnValue(timer.signal);
    const response = finishLogin(callback("code=c&state=s1"), env, (_url, init) => {
      // GitHub never answers; fetch rejects once the request's signal fires.
      setTimeout(() => timer.abort(new DOMException("signal timed out", "TimeoutError")), 10);
      return new Promise((_resolve, reject) =>
        init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)),
      );
    });
    const answer = await response;
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(answer.status).toBe(400);
    expect(decapReceives(await answer.text()).payload?.message).toMatch(/10 s/);
    stateCleared(answer);
  });

  it("passes GitHub's reason on, escaped, so no reason can end the page's script", async () => {
    const reason = '</script><script>alert(1)</script><!-- "\u2028';
    const refused = await finishLogin(callback("code=c&state=s1"), env, async () =>
      Response.json({ error: "bad_verification_code", error_description: reason }),
    );
    const html = await refused.text();
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(decapReceives(html)).toMatchObject({
      status: "error",
      payload: { message: reason.replace("\u2028", " ").trim() },
    });

    const declined = await finishLogin(
      callback(`error=access_denied&error_description=${encodeURIComponent(reason)}&state=s1`),
      env,
      async () => {
        throw new Error("GitHub is not asked when the writer declined");
      },
    );
    expect(decapReceives(await declined.text()).payload?.message).toContain("</script>");
    stateCleared(declined);
  });

  it("turns an error of its own into the editor's message, not a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Not a Response at all: reading it throws.
    const response = await finishLogin(callback("code=c&state=s1"), env, async () => ({}) as Response);
    expect(response.status).toBe(400);
    expect(decapReceives(await response.text()).status).toBe("error");
  });
});

describe("every answer of the login", () => {
  const answers: [string, () => Response | Promise<Response>][] = [
    ["302 to GitHub", () => startLogin(new Request(`${SITE}/admin/auth`), env)],
    ["503 unconfigured", () => startLogin(new Request(`${SITE}/admin/auth`), {})],
    [
      "the token",
      () => finishLogin(callback("code=c&state=s1"), env, async () => Response.json({ access_token: "t" })),
    ],
    [
      "a refused code",
      () => finishLogin(callback("code=c&state=s1"), env, async () => Response.json({ error: "x" })),
    ],
    ["a forged state", () => finishLogin(callback("code=c&state=forged"), env)],
    [
      "GitHub unreachable",
      () =>
        finishLogin(callback("code=c&state=s1"), env, () => Promise.reject(new TypeError("fetch failed"))),
    ],
  ];

  it.each(answers)(
    "%s: grades A+ on the Observatory's rules, never cached, never framed",
    async (what, make) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const response = await make();
      const headers = Object.fromEntries(response.headers);
      const grade = observatoryGrade(headers, { url: `${SITE}/admin/callback`, scripts: [] });
      expect(
        grade.tests.filter((t) => t.modifier < 0),
        what,
      ).toEqual([]);
      expect(grade.grade, what).toBe("A+");
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["content-security-policy"]).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      // The popup keeps its opener, to post the token back.
      expect(headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    },
  );
});
