import { Fragment, useMemo } from "react";

type Piece = { text: string; marked: boolean };

/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with the matched words in <mark>. It is
 * parsed (never inserted as HTML) and only its text and marks are kept, so nothing in it, or in
 * the query, can become markup.
 */
function excerptPieces(html: string): Piece[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return [...body.childNodes].map((node) => ({
    text: node.textContent ?? "",
    marked: node.nodeName === "MARK",
  }));
}

export function Excerpt({ html, spell }: { html: string; spell: (text: string) => string }) {
  const pieces = useMemo(() => excerptPieces(html), [html]);
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
