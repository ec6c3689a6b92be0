/** GET /admin/callback: GitHub sends the writer back here (backend/editor-login/). */
import { finishLogin, type OAuthEnv } from "#backend/editor-login/index.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  finishLogin(request, env);
