/**
 * The response headers every page and file is served with (_headers, vercel.json): a
 * Content-Security-Policy that allows only what the site uses, and the rest of what the MDN HTTP
 * Observatory grades. What the site uses is read from the build: its own origin for scripts and
 * styles, Google's analytics hosts only in a build with a measurement id, and the video hosts of
 * the testimonials that content names.
 */
import { PLAYER_CDN_WASM_URL } from "#app/core/media/index.ts";
import { ANIMATED_PAGE_PATHS } from "#app/core/media/index.ts";
import { GENERATED_FILE_PATHS, LLMS_TXT_PATH, SEARCH_INDEX_DIR } from "#app/core/site/index.ts";
import { videoEmbed } from "#app/core/media/index.ts";
import { SECURITY_HEADERS } from "#backend/http/index.ts";
import type { HeaderRule } from "#scripts/build/host-rules/headers-file.ts";
import { ADMIN_PATH } from "#scripts/build/cms/admin.ts";

/** Google Analytics' hosts, allowed only in builds with a measurement id. */
const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
};

/**
 * What the animation player needs, on the pages with an animation only: to compile its
 * WebAssembly, and to fetch the binary from the public CDN when the site's own copy fails.
 */
const ANIMATION_PLAYER_SOURCES = {
  script: ["'wasm-unsafe-eval'"],
  connect: [new URL(PLAYER_CDN_WASM_URL).origin],
};

export type PolicyInputs = {
  analytics: boolean;
  /** Every video the site plays (home.yaml's testimonials): files under /videos or other sites' players. */
  videoUrls: readonly string[];
  /** The scripts left inline because every page has them (page-scripts.ts), as 'sha256-…' sources. */
  inlineScriptHashes: readonly string[];
  /** The site's stylesheet, written into the pages (inline-stylesheet.ts), as 'sha256-…' sources. */
  inlineStyleHashes?: readonly string[];
  /**
   * Where the forms send leads (lead-endpoint.ts): a path here, another site's https URL (a CRM),
   * or null, when the forms write an email instead.
   */
  leadsEndpoint: string | null;
  /**
   * The pages can open the site search, whose Pagefind engine compiles WebAssembly: pages then
   * allow 'wasm-unsafe-eval' (WebAssembly only, never eval of strings), and only pages do.
   */
  search?: boolean;
};

/** What the forms need beyond 'self': a receiver on another site, or mailto: for the email fallback. */
function leadSources(endpoint: string | null): { connect: string[]; form: string[] } {
  if (endpoint === null) return { connect: [], form: ["mailto:"] };
  if (endpoint.startsWith("https://")) return { connect: [origin(endpoint)], form: [origin(endpoint)] };
  return { connect: [], form: [] };
}

const origin = (url: string) => new URL(url).origin;

/** The origins each kind of video needs: <video> files for media-src, player pages for frame-src. */
export function videoOrigins(videoUrls: readonly string[]): { media: string[]; frame: string[] } {
  const media = new Set<string>();
  const frame = new Set<string>();
  for (const url of videoUrls) {
    const embed = videoEmbed(url);
    if (embed.kind === "frame") frame.add(origin(embed.src));
    else if (embed.src.startsWith("https://")) media.add(origin(embed.src));
  }
  return { media: [...media].sort(), frame: [...frame].sort() };
}

/**
 * Deny by default, then allow each kind of resource from where the site loads it. Inline scripts
 * run only when their hash is listed (page-scripts.ts decides which stay inline), and style
 * attributes are refused: the app styles by class.
 */
export function contentSecurityPolicy(
  {
    analytics,
    videoUrls,
    inlineScriptHashes,
    inlineStyleHashes = [],
    leadsEndpoint,
    search = false,
  }: PolicyInputs,
  { animationPlayer = false }: { animationPlayer?: boolean } = {},
): string {
  const videos = videoOrigins(videoUrls);
  const leads = leadSources(leadsEndpoint);
  const extra = (kind: keyof typeof ANALYTICS_SOURCES) => (analytics ? ANALYTICS_SOURCES[kind] : []);
  const player = (kind: keyof typeof ANIMATION_PLAYER_SOURCES) =>
    animationPlayer ? ANIMATION_PLAYER_SOURCES[kind] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": [
      "'self'",
      // Search and the player both compile WebAssembly: one source covers both.
      ...new Set([...(search ? ["'wasm-unsafe-eval'"] : []), ...player("script")]),
      ...inlineScriptHashes,
      ...extra("script"),
    ],
    "style-src": ["'self'", ...inlineStyleHashes],
    "img-src": ["'self'", ...extra("img")],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...extra("connect"), ...leads.connect, ...player("connect")],
    "media-src": ["'self'", ...videos.media],
    "frame-src": videos.frame.length ? videos.frame : ["'none'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...leads.form],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * Where the site serves files, never pages: scripts the pages import, styles, pictures, the search
 * index, feeds. They get FILE_POLICY instead of the pages' policy. The search index's data is one of
 * them.
 */
const FILE_ONLY_PATTERNS = [
  "/assets/*",
  "/images/*",
  "/videos/*",
  "/og/*",
  "/animations/*",
  `${SEARCH_INDEX_DIR}*`,
  "/favicon.svg",
  ...GENERATED_FILE_PATHS,
];

/**
 * The policy of a file that is never a page (FILE_ONLY_PATTERNS). Opened on its own, a file may show
 * itself (a picture, an SVG drawing, text) and do nothing else: no script of any kind runs in it,
 * it fetches nothing, no page frames it. A policy applies to the document or worker a response
 * becomes, never to a script or stylesheet a page loads, so the pages' own policy, with its script
 * hashes and hosts, has nothing to do on a file: it would only travel with every script, index
 * chunk and result fragment (about 500 bytes each).
 */
const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The editor's policy (/admin/, Decap CMS), and only the editor's: what Decap needs and no page
 * gets. Its own scripts from 'self' (the bundle is copied from node_modules, never a CDN), and
 * 'unsafe-eval', because Decap checks config.yml with ajv, which compiles its schema validators
 * with new Function() (without it the editor stops at "Error loading the CMS configuration"); inline
 * styles, which its CSS-in-JS writes at run time; GitHub's API for the repository and its files;
 * blob: URLs of the pictures it uploads; the local backend of `npm run cms` (decap-server, loopback only); pictures from GitHub and the
 * blob: and data: URLs of uploads being previewed; its preview pane, a frame of its own document.
 */
export const ADMIN_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com http://localhost:8081 http://127.0.0.1:8081",
  "frame-src 'self' blob:",
  "child-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Security headers for every response; hashed assets are cached for a year. */
export function headerRules(inputs: PolicyInputs): HeaderRule[] {
  const pagePolicy = contentSecurityPolicy(inputs);
  const rules: HeaderRule[] = [
    {
      pattern: "/*",
      headers: {
        "Content-Security-Policy": pagePolicy,
        ...SECURITY_HEADERS,
      },
    },
    { pattern: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    // Pictures and clips keep their names when redrawn, so a week, not forever.
    { pattern: "/images/*", headers: { "Cache-Control": "public, max-age=604800" } },
    { pattern: "/videos/*", headers: { "Cache-Control": "public, max-age=604800" } },
    // Social cards keep their names when redrawn.
    { pattern: "/og/*", headers: { "Cache-Control": "public, max-age=86400" } },
    // Markdown for language models (llms-txt.ts), read as UTF-8 text wherever it is opened.
    { pattern: LLMS_TXT_PATH, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    // Animations keep their names when regenerated.
    { pattern: "/animations/*", headers: { "Cache-Control": "public, max-age=604800" } },
    // The pages with an animation swap the policy of /* for one that also lets the player run.
    ...ANIMATED_PAGE_PATHS.map((pattern) => ({
      pattern,
      detach: ["Content-Security-Policy"],
      headers: { "Content-Security-Policy": contentSecurityPolicy(inputs, { animationPlayer: true }) },
    })),
  ];
  // The editor: its own policy, and the GitHub login popup (functions/admin/auth) may talk back.
  rules.push({
    pattern: `${ADMIN_PATH}*`,
    detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
    headers: {
      "Content-Security-Policy": ADMIN_POLICY,
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": "no-cache",
    },
  });
  // One rule per pattern: a file pattern that already has one (its caching) gains the policy there.
  for (const pattern of FILE_ONLY_PATTERNS) {
    let rule = rules.find((r) => r.pattern === pattern);
    if (!rule) rules.push((rule = { pattern, headers: {} }));
    rule.detach = ["Content-Security-Policy"];
    rule.headers = { "Content-Security-Policy": FILE_POLICY, ...rule.headers };
  }
  return rules;
}
