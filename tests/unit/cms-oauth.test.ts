import { describe, expect, it } from "vitest";
import { finishLogin, startLogin } from "#backend/editor-login/index.ts";

const env = { GITHUB_OAUTH_CLIENT_ID: "client-1", GITHUB_OAUTH_CLIENT_SECRET: "secret-1" };

describe("the editor's GitHub login proxy", () => {
  it("sends the writer to GitHub with the app, the callback and a state kept in a cookie", () => {
    const response = startLogin(
      new Request("https://www.example.com/admin/auth?provider=github&scope=repo"),
      env,
    );
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get("Location")!);
    expect(to.origin + to.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe("client-1");
    expect(to.searchParams.get("redirect_uri")).toBe("https://www.example.com/admin/callback");
    expect(response.headers.get("Set-Cookie")).toContain(`=${to.searchParams.get("state")};`);
  });

  it("says so when the app is not configured", () => {
    expect(startLogin(new Request("https://www.example.com/admin/auth"), {}).status).toBe(503);
  });

  it("refuses a callback whose state is not this browser's, without asking GitHub", async () => {
    let asked = false;
    const response = await finishLogin(
      new Request("https://www.example.com/admin/callback?code=c&state=forged", {
        headers: { Cookie: "tracker_cms_oauth_state=real" },
      }),
      env,
      async () => ((asked = true), new Response("{}")),
    );
    expect(response.status).toBe(400);
    expect(asked).toBe(false);
    expect(await response.text()).toContain("authorization:github:error:");
  });

  it("trades the code for a token and hands it to the editor under a nonce-only policy", async () => {
    const response = await finishLogin(
      new Request("https://www.example.com/admin/callback?code=c&state=s1", {
        headers: { Cookie: "a=b; tracker_cms_oauth_state=s1" },
      }),
      env,
      async (_url, init) => {
        expect(JSON.parse(String(init!.body))).toMatchObject({ client_secret: "secret-1", code: "c" });
        return Response.json({ access_token: "gho_token" });
      },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(
      'authorization:github:success:{\\"token\\":\\"gho_token\\",\\"provider\\":\\"github\\"}',
    );
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(response.headers.get("Content-Security-Policy")).toContain(`script-src 'nonce-${nonce}'`);
  });
});
