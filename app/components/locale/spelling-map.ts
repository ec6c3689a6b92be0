/** The compiled US -> UK map from content/spelling.yaml, shipped once in the client bundle in its compact form. */
import compact from "~generated/spelling-client.json";
import { expandSpelling, type SpellingMap } from "~/core/locale/spelling";

let expanded: SpellingMap | undefined;

/**
 * The map, expanded from its compact form the first time something is spelled in UK English. Not
 * when the module loads: that is during the page's start-up, a long task on a phone, and a US
 * visitor on .us never needs the map at all.
 */
export function spellingMap(): SpellingMap {
  return (expanded ??= expandSpelling(compact));
}
