/**
 * Where the animation player's binary comes from besides this site (kept apart from
 * animations.ts, so the home page's own script does not carry it: only the player's chunk does).
 */
/** The player's version (package.json pins it; a unit test keeps the two equal). */
export const PLAYER_VERSION = "0.80.0";

/** The same binary on the public CDN: where the player turns when the site's own copy fails. */
export const PLAYER_CDN_WASM_URL = `https://cdn.jsdelivr.net/npm/@lottiefiles/dotlottie-web@${PLAYER_VERSION}/dist/dotlottie-player.wasm`;
