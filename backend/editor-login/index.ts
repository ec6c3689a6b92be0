/** The writers' editor's GitHub login: this site's own OAuth proxy for Decap CMS. */
export { finishLogin, startLogin, type OAuthEnv } from "./github-oauth.ts";
