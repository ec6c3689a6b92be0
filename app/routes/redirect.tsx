import { redirect } from "react-router";
import redirects from "~generated/redirects.json";
import type { Route } from "./+types/redirect";

/** Old URLs (content/redirects.yaml). Navigating to one in the app lands on its target in the same history entry. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url).pathname;
  const to = (redirects as Record<string, string>)[from];
  throw redirect(to ?? "/");
}

export default function Redirect() {
  return null;
}
