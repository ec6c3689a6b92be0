/** GET /admin/auth: the editor's GitHub login starts here (backend/editor-login/). */
import { startLogin, type OAuthEnv } from "#backend/editor-login/index.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  startLogin(request, env);
