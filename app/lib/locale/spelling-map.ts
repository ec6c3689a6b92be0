/** The compiled US -> UK map from content/spelling.yaml, shipped once in the client bundle. */
import pairs from "../../../.generated/spelling.json";
import type { SpellingMap } from "./spelling.ts";

export const SPELLING: SpellingMap = pairs;
