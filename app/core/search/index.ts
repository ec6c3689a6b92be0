/**
 * The site search's exact-word ranking on top of Pagefind's stems.
 */
export {
  EXACT_WORDS_DIR,
  type ExactWordsFile,
  exactWordsFileOf,
  pagesUsingExactly,
  rankExactFirst,
  wordsOf,
} from "./exact-words.ts";
