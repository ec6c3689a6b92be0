/**
 * Pictures, clips and animations: where their files live and how they play.
 */
export { PLAYER_CDN_WASM_URL, PLAYER_VERSION } from "./animation-player.ts";
export { ANIMATED_PAGE_PATHS, type AnimationName, ANIMATIONS } from "./animations.ts";
export { HERO_IMAGE, heroSrc, heroSrcSet } from "./hero-image.ts";
export { SCREEN_IMAGE, screenSrc, screenSrcSet } from "./screen-image.ts";
export {
  captionsUrl,
  CLIP_FRAME,
  CLIP_TIMING,
  type ClipStory,
  clipTimeline,
  isOwnClip,
  webVtt,
} from "./testimonial-captions.ts";
export { videoEmbed } from "./video-embed.ts";
