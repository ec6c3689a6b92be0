import type { Config } from "@react-router/dev/config";

// The floor `npm run lighthouse` measures the site against: React Router's own starting point,
// one prerendered page and nothing else. Built into the cache folder the benchmark passes in.
export default {
  ssr: false,
  prerender: ["/"],
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? "build",
} satisfies Config;
