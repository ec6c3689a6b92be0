/**
 * Text helpers every subject uses: {placeholders}, dates as each market writes them, lists as each
 * locale writes them, HTML as plain text.
 */
export { fillCount, fillTemplate } from "./fill-template.ts";
export { DATE_ORDERS, type DateOrder, formatDate } from "./format-date.ts";
export { plainText } from "./plain-text.ts";
export { listOf } from "./list-of.ts";
