/** GET /admin/callback: GitHub sends the writer back here (functions/_lib/github-oauth.ts). */
import { finishLogin, type OAuthEnv } from "../_lib/github-oauth.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  finishLogin(request, env);
