/**
 * `npm run cms`: the dev server serves the editor at /admin/ as the build writes it (admin.ts),
 * made on each request from the compiled content, so a schema change is in the editor on reload:
 * the same editor bundle (bundle.ts, rebuilt when the code changes), the site's data for its
 * preview, and config.yml pointing at the local backend's port (ports.ts).
 * Dev only (`apply: "serve"`): the build writes /admin/ into each domain folder instead.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { contentFileOf, GENERATED_FILES, readGeneratedJson } from "#app/core/content/index.ts";
import type { CompiledContent, CompiledManifest } from "#app/core/content/index.ts";
import { parseDomain, type SpellingMap } from "#app/core/locale/index.ts";
import { cmsConfigYaml } from "#scripts/content/cms/config.ts";
import {
  adminHtml,
  ADMIN_PATH,
  cmsInputs,
  decapBundleFiles,
  decapDist,
  markdownCollections,
  previewData,
  SITE_DATA_FILE,
} from "#scripts/build/cms/admin.ts";
import { EDITOR_FILE, editorBundle } from "#scripts/build/cms/bundle.ts";
import { cmsPorts, localBackendUrl } from "#scripts/build/cms/ports.ts";

/** In dev, Vite serves the stylesheet itself; `?direct` asks for CSS rather than a module. */
const DEV_STYLESHEET = "/app/app.css?direct";

/** The file of /admin/ asked for, as its type and body; undefined for one this plugin does not serve. */
async function adminFile(name: string): Promise<[string, string | Buffer] | undefined> {
  const domain = parseDomain(process.env.SITE_DOMAIN);
  const content = readGeneratedJson<CompiledContent>(contentFileOf(domain));
  const manifest = readGeneratedJson<CompiledManifest>(GENERATED_FILES.manifest);
  const { siteUrl } = manifest;
  const inputs = {
    ...cmsInputs(resolve("."), content, siteUrl[domain], process.env),
    localBackendUrl: localBackendUrl(cmsPorts(process.env).backend),
  };
  if (name === "index.html") {
    const html = adminHtml(content.data.site.siteName, [DEV_STYLESHEET], markdownCollections(inputs));
    return ["text/html; charset=utf-8", html];
  }
  if (name === "config.yml") return ["text/yaml; charset=utf-8", cmsConfigYaml(inputs)];
  if (name === "boot.js")
    return ["text/javascript", readFileSync(new URL("../cms/boot.js", import.meta.url))];
  if (name === EDITOR_FILE) return ["text/javascript", readFileSync(await editorBundle())];
  if (name === SITE_DATA_FILE) {
    const spelling = readGeneratedJson<SpellingMap>(GENERATED_FILES.spelling);
    const data = previewData(content, manifest, spelling, domain);
    return ["application/json", JSON.stringify(data)];
  }
  if (decapBundleFiles().includes(name)) return ["text/javascript", readFileSync(join(decapDist(), name))];
  return undefined;
}

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
        adminFile(path.slice(ADMIN_PATH.length) || "index.html").then(
          (file) =>
            file
              ? res.writeHead(200, { "Content-Type": file[0], "Cache-Control": "no-cache" }).end(file[1])
              : next(),
          next,
        );
      });
    },
  };
}
