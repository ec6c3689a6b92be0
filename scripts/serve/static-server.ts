/**
 * The local preview server: serves build/<domain>/ the way the emitted host rules tell a CDN to.
 * One URL form (no trailing slash): `/about` answers about.html with 200; `/about/` and `/about.html`
 * answer 301 to `/about`; `_redirects` rules answer 301; anything else gets 404.html with 404.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createBrotliCompress, createGzip, constants as zlib } from "node:zlib";
import { extname, join, normalize, sep } from "node:path";
import { headersFor, parseHeaders } from "../host-rules/headers-file.ts";
import { matchRedirect, parseRedirects } from "../host-rules/redirects-file.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".data": "text/x-script",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
};

/** Text types every CDN compresses; pictures and video are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".xml", ".txt", ".svg"]);

/** Brotli, else gzip, as the request allows, like the hosts the build is deployed to. */
function encodingFor(req: IncomingMessage, file: string): "br" | "gzip" | null {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const accepted = String(req.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** Files that configure the host and must never be served themselves. */
const PRIVATE = new Set(["/_redirects", "/_headers", "/vercel.json"]);

export function createStaticServer(root: string): Server {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), "utf8") : "");
  const redirects = parseRedirects(read("_redirects"));
  const headerRules = parseHeaders(read("_headers"));

  const fileAt = (urlPath: string): string | null => {
    const full = normalize(join(root, urlPath));
    if (!full.startsWith(root + sep) && full !== root) return null; // no escaping the build folder
    return existsSync(full) && statSync(full).isFile() ? full : null;
  };

  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = "/__invalid__";
    }
    const send = (status: number, file: string, extra: Record<string, string> = {}) => {
      const encoding = encodingFor(req, file);
      const compression = encoding ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {};
      res.writeHead(status, {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
        ...headersFor(headerRules, path),
        ...compression,
        ...extra,
      });
      if (req.method === "HEAD") return res.end();
      const body = createReadStream(file);
      if (encoding === "br")
        body.pipe(createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })).pipe(res);
      else if (encoding === "gzip") body.pipe(createGzip()).pipe(res);
      else body.pipe(res);
    };
    const moved = (to: string) => {
      res.writeHead(301, { Location: to + url.search, ...headersFor(headerRules, path) });
      res.end();
    };

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" });
      res.end();
      return;
    }
    if (path.length > 1 && path.endsWith("/")) return moved(path.replace(/\/+$/, "") || "/");
    if (path.endsWith(".html")) return moved(path === "/index.html" ? "/" : path.slice(0, -".html".length));
    const rule = matchRedirect(redirects, path);
    if (rule) return moved(rule.to);
    if (PRIVATE.has(path)) return send(404, join(root, "404.html"));

    const file = path === "/" ? join(root, "index.html") : (fileAt(path) ?? fileAt(`${path}.html`));
    if (file) return send(200, file);
    send(404, join(root, "404.html"));
  });
}
