/**
 * The text of a <script type="application/ld+json">. `<`, `>` and `&` are written as \u escapes
 * (still the same JSON), so no title or answer can close the tag with `</script>` or open an HTML
 * comment; U+2028 and U+2029 are escaped as old script parsers treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
