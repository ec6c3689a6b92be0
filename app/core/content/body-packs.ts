/**
 * Where a rendered Markdown body lives: in one of 256 pack files of .generated/bodies/, named by
 * the first two hex digits of the body's id. At 10,000 pages a pack holds about 40 bodies, so an
 * edit under `npm run dev` rewrites half a megabyte rather than a sixteenth of every body. Shared
 * by the content build (which writes them) and the loaders (which read one pack and pick the body).
 */
export const packOf = (id: string): string => id.slice(0, 2);

export const packFileOf = (pack: string): string => `${pack}.json`;
