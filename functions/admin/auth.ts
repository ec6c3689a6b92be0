/** GET /admin/auth: the editor's GitHub login starts here (functions/_lib/github-oauth.ts). */
import { startLogin, type OAuthEnv } from "../_lib/github-oauth.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  startLogin(request, env);
