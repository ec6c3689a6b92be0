import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { SiteWideSchema } from "#app/components/layout/structured-data.tsx";
import { siteWideSchema } from "#app/server/structured-data.server.ts";

/** Long enough for any page's lazy parts to load at build time; a page that takes longer fails the build. */
export const streamTimeout = 10_000;

/**
 * Writes a prerendered page (the site has no server: `ssr: false`). React Router's default entry
 * streams, which suits a server answering a visitor; here two things matter instead:
 * - The whole page is written once everything has rendered (`onAllReady`), so a part that loaded
 *   code while rendering (the header's lazy menus) sits in place in the HTML, not in a hidden copy
 *   at the end of the body that a script moves in.
 * - A Suspense boundary is written where it stands however large (`progressiveChunkSize`). React
 *   otherwise moves a boundary of more than 12.8 KB to the end of the document and shows it with a
 *   script after the first paint: the page body (components/layout/page-body.tsx) would be missing
 *   from the first frame, and the footer would jump down when it arrived.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <SiteWideSchema value={siteWideSchema()}>
        <ServerRouter context={routerContext} url={request.url} />
      </SiteWideSchema>,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          // A part that failed to render would be left to the browser to render; the 500 fails
          // the build instead, and the log says why.
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
