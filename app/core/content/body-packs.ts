/**
 * Where a rendered Markdown body lives: in one of 16 pack files of .generated/bodies/, named by
 * the first hex digit of the body's id. Shared by the content build (which writes them) and the
 * loaders (which read one pack and pick the body).
 */
export const packOf = (id: string): string => id.slice(0, 1);

export const packFileOf = (pack: string): string => `${pack}.json`;
