/** The compiled US -> UK map from content/spelling.yaml, shipped once in the client bundle in its compact form. */
import compact from "~generated/spelling-client.json";
import { expandSpelling, type SpellingMap } from "~/core/spelling";

export const SPELLING: SpellingMap = expandSpelling(compact);
