/**
 * The parts of `motion` this site animates with, and nothing more: its WAAPI `animate` (not the
 * 26 KiB hybrid one), `inView`, frame-synced `delay` (through ./frame-delay.ts) and the `frame`
 * batcher, about 5 KiB gzipped. One chunk, imported by ./load-motion.ts after hydration, so no page pays for it before it is
 * interactive.
 */
export { animateMini as animate, cancelFrame, frame, inView } from "motion";
export { frameDelay } from "./frame-delay.ts";
