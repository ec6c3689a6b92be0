/**
 * `npm run dev`: the dev server answers our clips' captions (/videos/x.vtt) as the build writes
 * them (../testimonial-captions.ts), made on each request from the compiled content, so a clip
 * plays with its captions while writing. Dev only (`apply: "serve"`).
 */
import type { Plugin } from "vite";
import { contentFileOf, GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import type { CompiledContent } from "#app/core/content/index.ts";
import { localeOf, parseDomain } from "#app/core/locale/index.ts";
import { spellerFor, type SpellingMap } from "#app/core/locale/index.ts";
import { captionsUrl, clipTimeline, isOwnClip, webVtt } from "#app/core/media/index.ts";

export function testimonialCaptionsDev(): Plugin {
  return {
    name: "tracker-testimonial-captions-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0]!;
        if (!path.endsWith(".vtt")) return next();
        const content = readGeneratedJson<CompiledContent>(
          contentFileOf(parseDomain(process.env.SITE_DOMAIN)),
        );
        const item = content.data.home.results.testimonials.find(
          (t) => isOwnClip(t.videoUrl) && captionsUrl(t.videoUrl) === path,
        );
        if (!item) return next();
        const spell = spellerFor(
          localeOf(parseDomain(process.env.SITE_DOMAIN)),
          readGeneratedJson<SpellingMap>(GENERATED_FILES.spelling),
        );
        res
          .writeHead(200, { "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": "no-cache" })
          .end(webVtt(clipTimeline(item).cues, spell));
      });
    },
  };
}
