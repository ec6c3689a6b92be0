import { Fragment } from "react";
import type { ExcerptPiece } from "#app/core/search/index.ts";

/**
 * A result's excerpt (use-search-results.ts builds it from Pagefind's text): plain text, the
 * matched words in <mark>, in the reader's spelling. Text only, never HTML, so nothing in a page's
 * text or the query can become markup.
 */
export function Excerpt({
  pieces,
  spell,
}: {
  pieces: readonly ExcerptPiece[];
  spell: (text: string) => string;
}) {
  return pieces.map((piece, i) =>
    piece.marked ? (
      <mark key={i} className="rounded-sm bg-brand-500/25 px-0.5 text-inherit">
        {spell(piece.text)}
      </mark>
    ) : (
      <Fragment key={i}>{spell(piece.text)}</Fragment>
    ),
  );
}
