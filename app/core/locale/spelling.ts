/**
 * US -> UK spelling, one way, word by word. Whole words only (hyphenated words part by part),
 * case preserved (color/Color/COLOR), and never inside URLs, e-mail addresses, code or attributes.
 * Pure and framework-free: the app, the pipeline and the tests share it.
 *
 * A key with a space in it is a phrase, matched as written (case and all) before any word: the
 * text it covers becomes its value and no word in it is respelled. The build maps phrases to
 * themselves to keep words as they are: third-party names ("Connect store"), and the places where
 * a noun-only pair's word is not a noun ("we store only"), found by a part-of-speech tagger at
 * build time (scripts/content/spelling/uk-spelling.ts). So the map needs no tagger to be applied.
 */
export type SpellingMap = Readonly<Record<string, string>>;

const WORD = /[A-Za-z]+/g;
/** Chunks that are addresses, not prose: a scheme, www., a leading slash, or an @. */
const ADDRESS = /^[("'[]?(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\/|[^\s@]+@[^\s@]+\.)/i;

function matchCase(source: string, replacement: string): string {
  if (source === source.toLowerCase()) return replacement;
  if (source.length > 1 && source === source.toUpperCase()) return replacement.toUpperCase();
  if (source[0] === source[0].toUpperCase() && source.slice(1) === source.slice(1).toLowerCase()) {
    return replacement[0].toUpperCase() + replacement.slice(1);
  }
  return source; // mixed case such as a brand name ("ColorPro") stays as written
}

/** Whether a key of the map is a phrase (or a text could hold one): it has a space in it. */
export const isPhrase = (text: string) => /\s/.test(text);

/** A map's phrases as one pattern (longest first, so a longer phrase wins), worked out once per map. */
const phrasePatterns = new WeakMap<SpellingMap, RegExp | null>();

function phrasePattern(pairs: SpellingMap): RegExp | null {
  let pattern = phrasePatterns.get(pairs);
  if (pattern === undefined) {
    const phrases = Object.keys(pairs)
      .filter(isPhrase)
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = phrases.length ? new RegExp(`(?<![A-Za-z])(?:${phrases.join("|")})(?![A-Za-z])`, "g") : null;
    phrasePatterns.set(pairs, pattern);
  }
  return pattern;
}

/** Rewrites US spellings in plain text. */
export function toUkText(text: string, pairs: SpellingMap): string {
  const pattern = phrasePattern(pairs);
  if (!pattern || !isPhrase(text)) return wordsToUk(text, pairs);
  let out = "";
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    out += wordsToUk(text.slice(from, match.index), pairs) + pairs[match[0]];
    from = match.index + match[0].length;
  }
  return out + wordsToUk(text.slice(from), pairs);
}

function wordsToUk(text: string, pairs: SpellingMap): string {
  return text
    .split(/(\s+)/)
    .map((chunk) =>
      ADDRESS.test(chunk)
        ? chunk
        : chunk.replace(WORD, (word) => {
            const uk = pairs[word.toLowerCase()];
            return uk === undefined ? word : matchCase(word, uk);
          }),
    )
    .join("");
}

/** Rewrites the text of an HTML fragment, leaving tags, attribute values, <code> and <pre> alone. */
export function toUkHtml(html: string, pairs: SpellingMap): string {
  let codeDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<(code|pre)[\s>]/i.test(part)) codeDepth++;
        else if (/^<\/(code|pre)>/i.test(part)) codeDepth = Math.max(0, codeDepth - 1);
        return part;
      }
      return codeDepth > 0 ? part : toUkText(part, pairs);
    })
    .join("");
}

/**
 * The map as the browser receives it: most pairs follow one of a few regular changes (organise,
 * colour, cancelled, centre, licence), so those travel as their US word alone, space-separated
 * under the change's name, and the rest as pairs. A word joins a change only when the change turns
 * it into exactly its UK form. About two thirds of the plain map's size gzipped (1.0 KB against
 * 1.6 KB here), on every page of the site.
 */
const REGULAR_CHANGES = {
  /** organize → organise, analyze → analyse */
  ise: (us: string) => us.replace(/([iy])z/, "$1s"),
  /** color → colour, behavioral → behavioural */
  our: (us: string) => us.replace("or", "our"),
  /** canceled → cancelled, traveler → traveller, woolen → woollen */
  ll: (us: string) => us.replace(/l(?=(ed|ing|ers?|ations?|ens?)$)/, "ll"),
  /** center → centre, fiberglass → fibreglass */
  re: (us: string) => us.replace(/er(?=(s|piece|glass)?$)/, "re"),
  /** license → licence, defense → defence */
  nce: (us: string) => us.replace("nse", "nce"),
};
type RegularChange = keyof typeof REGULAR_CHANGES;

export type CompactSpelling = Record<RegularChange, string> & { pairs: Record<string, string> };

export function compactSpelling(map: SpellingMap): CompactSpelling {
  const words: Record<RegularChange, string[]> = { ise: [], our: [], ll: [], re: [], nce: [] };
  const pairs: Record<string, string> = {};
  for (const [us, uk] of Object.entries(map)) {
    const change = (Object.keys(REGULAR_CHANGES) as RegularChange[]).find((name) => {
      const changed = REGULAR_CHANGES[name](us);
      return changed !== us && changed === uk;
    });
    if (change) words[change].push(us);
    else pairs[us] = uk;
  }
  return {
    ise: words.ise.join(" "),
    our: words.our.join(" "),
    ll: words.ll.join(" "),
    re: words.re.join(" "),
    nce: words.nce.join(" "),
    pairs,
  };
}

export function expandSpelling(compact: CompactSpelling): SpellingMap {
  const map: Record<string, string> = { ...compact.pairs };
  for (const name of Object.keys(REGULAR_CHANGES) as RegularChange[])
    for (const us of compact[name].split(" ").filter(Boolean)) map[us] = REGULAR_CHANGES[name](us);
  return map;
}

/** Text as a locale spells it: US copy as written, UK copy through the map. */
export function spellerFor(locale: "US" | "UK", pairs: SpellingMap): (text: string) => string {
  return locale === "UK" ? (text) => toUkText(text, pairs) : (text) => text;
}

/**
 * The part of the map that `texts` can use: the pairs whose US word appears in them (as the
 * respelling finds words, whatever their case). The browser's copy of the map carries only these:
 * every text it respells comes from the compiled content, and the rest of spelling.yaml is there
 * for copy not yet written.
 */
export function pairsUsedIn(map: SpellingMap, texts: Iterable<string>): SpellingMap {
  const words = new Set<string>();
  const all = [...texts];
  for (const text of all) for (const [word] of text.matchAll(WORD)) words.add(word.toLowerCase());
  return Object.fromEntries(
    Object.entries(map).filter(([us]) =>
      isPhrase(us) ? all.some((text) => text.includes(us)) : words.has(us),
    ),
  );
}
