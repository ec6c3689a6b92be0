/**
 * The site search's exact-word ranking on top of Pagefind's stems, and search in either spelling.
 */
export {
  EXACT_WORDS_DIR,
  type ExactWordsFile,
  exactWordsFileOf,
  pagesUsingExactly,
  rankExactFirst,
  wordsOf,
} from "./exact-words.ts";
export {
  excerptWithoutOtherSpellings,
  type ExcerptPiece,
  type OtherSpelling,
  otherSpellings,
  withOtherSpellings,
  withoutOtherSpellings,
} from "./other-spellings.ts";
export { type LocatedText, sentenceExcerpt } from "./excerpts.ts";
