import { isRouteErrorResponse } from "react-router";

/**
 * How each browser words a fetch that never got an answer (Chromium, Firefox, Safari): the
 * message of the TypeError `fetch` rejects with.
 */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network connection was lost/i;

/**
 * Whether a route's error is its page data failing to arrive (a `.data` request during an
 * in-app navigation), rather than a fault of the page: the request never got an answer, its
 * answer was not the router's data (a proxy's or host's page in its place), or the host failed.
 * A full page load of the same URL needs no such request: the data is in the prerendered page.
 */
export function isFailedDataRequest(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (!(error instanceof Error)) return false;
  return (
    (error instanceof TypeError && NETWORK_FAILURE.test(error.message)) ||
    error.message === "Unable to decode turbo-stream response"
  );
}
