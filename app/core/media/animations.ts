/**
 * The home page's illustrated animations: Lottie files and their still pictures under
 * public/animations/ (written by scripts/assets/animations/generate.ts), and the shape of their box.
 * Pages that show one are the only pages whose security policy lets the player run (WebAssembly,
 * and its binary from the public CDN when the site's own copy fails).
 */
export type AnimationName = "workflow" | "order";

/** `aspect` is the box's aspect-ratio class, the same proportions as width × height. */
export type AnimationFile = { src: string; still: string; width: number; height: number; aspect: string };

export const ANIMATIONS: Record<AnimationName, AnimationFile> = {
  workflow: {
    src: "/animations/workflow.json",
    still: "/animations/workflow.svg",
    // As wide as the four step cards below it, so each station stands over its card (home.tsx).
    width: 960,
    height: 160,
    aspect: "aspect-[6/1]",
  },
  order: {
    src: "/animations/order.json",
    still: "/animations/order.svg",
    width: 192,
    height: 96,
    aspect: "aspect-[2/1]",
  },
};

/** The paths of the pages with an animation: the CSP allows the player there and nowhere else. */
export const ANIMATED_PAGE_PATHS = ["/"] as const;
