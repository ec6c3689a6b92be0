import type { ClientLoaderFunctionArgs } from "react-router";

/**
 * A collection route's clientLoader: fetches the URL's prerendered data when the document has
 * none (404.html served at an unknown URL under the route; see routes.ts). Typed by the route's
 * own loader rather than through the generated Route.ClientLoaderArgs, whose serialized types of
 * the content model cost the type checker minutes per route.
 */
export function fetchPrerenderedData<Loader extends (...args: never[]) => unknown>({
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<Awaited<ReturnType<Loader>>> {
  return serverLoader() as Promise<Awaited<ReturnType<Loader>>>;
}
