/**
 * The blog's arithmetic: reading time, related posts, share links, and lists split into pages.
 */
export { countWords, readingMinutes, relatedPosts, shareLinks, type ShareNetwork } from "./blog.ts";
export { listPagePath, pageCount, pageLinks, pageNeighbours, pageSlice } from "./pagination.ts";
