/**
 * `npm run cms`: the dev server serves the editor at /admin/ as the build writes it (admin.ts),
 * made on each request from the compiled content, so a schema change is in the editor on reload.
 * Dev only (`apply: "serve"`): the build writes /admin/ into each domain folder instead.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { contentFileOf, GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import { parseDomain } from "#app/core/locale/index.ts";
import type { CompiledContent, CompiledManifest } from "#app/core/content/index.ts";
import { cmsConfigYaml } from "#scripts/content/cms/config.ts";
import {
  adminHtml,
  ADMIN_PATH,
  cmsInputs,
  decapBundleFiles,
  decapDist,
  markdownCollections,
} from "#scripts/build/cms/admin.ts";

/** In dev, Vite serves the stylesheet itself; `?direct` asks for CSS rather than a module. */
const DEV_STYLESHEET = "/app/app.css?direct";

export function cmsAdminDev(): Plugin {
  return {
    name: "tracker-cms-admin-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0]!;
        if (path === "/admin") {
          res.writeHead(308, { Location: ADMIN_PATH }).end();
          return;
        }
        if (!path.startsWith(ADMIN_PATH)) return next();
        const name = path.slice(ADMIN_PATH.length) || "index.html";
        const content = readGeneratedJson<CompiledContent>(
          contentFileOf(parseDomain(process.env.SITE_DOMAIN)),
        );
        const { siteUrl } = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
        const inputs = cmsInputs(resolve("."), content, siteUrl.com, process.env);
        const send = (type: string, body: string | Buffer) =>
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache" }).end(body);
        if (name === "index.html") {
          const html = adminHtml(content.data.site.siteName, [DEV_STYLESHEET], markdownCollections(inputs));
          return send("text/html; charset=utf-8", html);
        }
        if (name === "config.yml") return send("text/yaml; charset=utf-8", cmsConfigYaml(inputs));
        if (name === "boot.js") {
          return send("text/javascript", readFileSync(new URL("../cms/boot.js", import.meta.url)));
        }
        if (decapBundleFiles().includes(name))
          return send("text/javascript", readFileSync(join(decapDist(), name)));
        next();
      });
    },
  };
}
