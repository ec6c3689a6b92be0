/**
 * The fixed lists that group product pages: module categories, integration kinds, sync directions.
 */
export {
  categoryFromSlug,
  categorySlug,
  INTEGRATION_KINDS,
  type IntegrationKind,
  MODULE_CATEGORIES,
  type ModuleCategory,
  SYNC_DIRECTIONS,
} from "./taxonomy.ts";
