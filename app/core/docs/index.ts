/**
 * The documentation read as one book (reading order, neighbours) and its "Last updated" date.
 */
export { type LastUpdated, lastUpdated } from "./last-updated.ts";
export { type DocLink, type DocsCategoryNav, neighbours, readingOrder } from "./reading-order.ts";
