/**
 * The content registry (every collection, declared once), its schemas' field kinds, the icons,
 * and the shape and place of the content build's output.
 */
export { packFileOf, packOf } from "./body-packs.ts";
export { type FieldKind, fieldKinds, isoDate, reference, shortText, text } from "./fields.ts";
export {
  contentFileOf,
  GENERATED_DIR,
  GENERATED_DIR_ENV,
  GENERATED_FILES,
  generatedDir,
  marketFileOf,
  readGeneratedJson,
} from "./generated-files.ts";
export { ICON_ID_PREFIX, ICONS } from "./icons.ts";
export {
  type CollectionData,
  type CollectionName,
  COLLECTIONS,
  DATA_FILES,
  type DataFileName,
  DEFAULT_PAGE_TEMPLATE,
  INDEX_TEMPLATE,
  isCheckFile,
  parentLink,
} from "./registry.ts";
export { importColumnOf, type ImportsContent, type PricingSource } from "./schemas/index.ts";
export { spellingSchema } from "./schemas/spelling.ts";
export {
  type Card,
  type CompiledContent,
  type CompiledEntry,
  type CompiledManifest,
  type FormsContent,
  type Heading,
  type HomeContent,
  type IconName,
  type ManifestEntry,
  type Market,
  type Markets,
  type Money,
  type MegaMenuData,
  type Navigation,
  type PageBody,
  type PricingContent,
  type SearchDialogUi,
  type Section,
  type SiteSettings,
  type UiStrings,
  type UsageList,
} from "./types.ts";
