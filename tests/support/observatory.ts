/**
 * The MDN HTTP Observatory's grade of one HTTPS response, by its published rules
 * (github.com/mdn/mdn-http-observatory: src/analyzer/tests/*.js and src/grader/charts.js): every
 * test's result carries a score modifier; the score starts at 100, bonuses count only when the
 * score without them is already 90 or more, and 100 and up is an A+.
 *
 * Only what headers decide is graded here. Two tests depend on the live host and are taken as a
 * deployed site on Cloudflare or Netlify passes them: Redirection (HTTP answers 301 to HTTPS on the
 * same host: 0) and HSTS preloading (a new domain is not on the list yet: the header alone is
 * graded). Subresource Integrity is graded from the page's script URLs.
 */
type ObservatoryTest = { test: string; result: string; modifier: number };
export type ObservatoryGrade = { score: number; grade: string; tests: ObservatoryTest[] };

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", "data:"]);
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** Directive name -> its sources, lower-cased; a repeated directive makes the policy invalid. */
export function parsePolicy(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const entry of policy.split(";")) {
    const [name, ...sources] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (directives.has(directive)) throw new Error(`duplicate directive ${directive}`);
    const values = sources.map((s) => s.toLowerCase());
    directives.set(directive, new Set(values.length || !directive.endsWith("-src") ? values : ["'none'"]));
  }
  return directives;
}

function cspTest(header: string | undefined): ObservatoryTest & { directives?: Map<string, Set<string>> } {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parsePolicy(header);
  } catch {
    return { test, result: "csp-header-invalid", modifier: -25 };
  }
  const pick = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = pick("script-src");
  const style = pick("style-src");
  const object = pick("object-src");
  for (const list of [script, style]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (![...script].some(isNonceOrHash)) return { test, result: "csp-header-invalid", modifier: -25 };
    for (const s of script) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'") script.delete(s);
  }
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const active = [
    ...[...csp]
      .filter(([d]) => d !== "img-src" && d !== "media-src" && d !== "script-src")
      .flatMap(([, s]) => [...s]),
    ...script,
  ];
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  const outcome = (result: string, modifier: number) => ({ test, result, modifier, directives: csp });
  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return outcome("csp-implemented-with-unsafe-inline", -20);
  if (active.some(insecure)) return outcome("csp-implemented-with-insecure-scheme", -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return outcome("csp-implemented-with-unsafe-eval", -10);
  if (passive.some(insecure))
    return outcome("csp-implemented-with-insecure-scheme-in-passive-content-only", -10);
  if ([...style].some((s) => BROAD_OR_INLINE.has(s)))
    return outcome("csp-implemented-with-unsafe-inline-in-style-src-only", 0);
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return outcome("csp-implemented-with-no-unsafe-default-src-none", 10);
  return outcome("csp-implemented-with-no-unsafe", 5);
}

function hstsTest(hsts: string | undefined): ObservatoryTest {
  const test = "strict-transport-security";
  const maxAge = hsts?.match(/max-age=(\d+)/i)?.[1];
  if (!hsts) return { test, result: "hsts-not-implemented", modifier: -20 };
  if (hsts.includes(",") || maxAge === undefined)
    return { test, result: "hsts-header-invalid", modifier: -20 };
  return Number(maxAge) >= 15_552_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

/** The cookie findings from best to worst, as src/analyzer/tests/cookies.js ranks them. */
const COOKIE_FINDINGS: [result: string, modifier: number][] = [
  ["cookies-without-secure-flag-but-protected-by-hsts", -5],
  ["cookies-without-secure-flag", -20],
  ["cookies-session-without-secure-flag-but-protected-by-hsts", -10],
  ["cookies-samesite-flag-invalid", -20],
  ["cookies-anticsrf-without-samesite-flag", -20],
  ["cookies-session-without-httponly-flag", -30],
  ["cookies-session-without-secure-flag", -40],
];

/**
 * The cookies an answer sets (one Set-Cookie per line, as Playwright joins them), graded as the
 * Observatory's cookies test does: a cookie that deletes itself (Max-Age=0) is never stored, so
 * it is not graded; a name with "login" or "sess" is a session cookie, one with "csrf" an
 * anti-CSRF token; the worst finding counts; all well set and all with SameSite earns 5.
 */
function cookiesTest(setCookie: string | undefined, hsts: boolean): ObservatoryTest {
  const test = "cookies";
  const cookies = (setCookie ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const flags = new Map(
        attributes.map((a) => [a.split("=")[0]!.trim().toLowerCase(), a.split("=")[1]?.trim().toLowerCase()]),
      );
      return { name: pair.split("=")[0]!.toLowerCase(), flags };
    });
  const findings: string[] = [];
  const stored = cookies.filter(({ flags }) => flags.get("max-age") !== "0");
  for (const { flags } of cookies)
    if (flags.has("samesite") && !["lax", "strict", "none"].includes(flags.get("samesite") ?? ""))
      findings.push("cookies-samesite-flag-invalid");
  for (const { name, flags } of stored) {
    const secure = flags.has("secure");
    const session = ["login", "sess"].some((part) => name.includes(part));
    if (!secure && flags.get("samesite") === "none") findings.push("cookies-samesite-flag-invalid");
    if (!secure)
      findings.push(
        hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
      );
    if (name.includes("csrf") && !flags.has("samesite"))
      findings.push("cookies-anticsrf-without-samesite-flag");
    if (session && !secure)
      findings.push(
        hsts
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    if (session && !flags.has("httponly")) findings.push("cookies-session-without-httponly-flag");
  }
  const worst = COOKIE_FINDINGS.filter(([result]) => findings.includes(result)).at(-1);
  if (worst) return { test, result: worst[0], modifier: worst[1] };
  if (stored.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  return stored.every(({ flags }) => flags.has("samesite"))
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

/** Grades the headers of a page served over HTTPS at `page.url`, which loads `page.scripts`. */
export function observatoryGrade(
  rawHeaders: Record<string, string>,
  page: { url: string; scripts: string[] },
): ObservatoryGrade {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [k.toLowerCase(), v]));
  const csp = cspTest(headers["content-security-policy"]);
  const tests: ObservatoryTest[] = [{ test: csp.test, result: csp.result, modifier: csp.modifier }];

  tests.push(
    cookiesTest(headers["set-cookie"], hstsTest(headers["strict-transport-security"]).modifier === 0),
  );
  const allowOrigin = headers["access-control-allow-origin"]?.trim();
  const credentials = headers["access-control-allow-credentials"]?.trim().toLowerCase() === "true";
  tests.push(
    !allowOrigin
      ? { test: "cors", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 }
      : allowOrigin === "*" && !credentials
        ? {
            test: "cors",
            result: "cross-origin-resource-sharing-implemented-with-public-access",
            modifier: 0,
          }
        : {
            test: "cors",
            result: "cross-origin-resource-sharing-implemented-with-universal-access",
            modifier: -50,
          },
  );
  tests.push({ test: "redirection", result: "redirection-to-https (the host's)", modifier: 0 });

  const referrer = headers["referrer-policy"]
    ?.split(",")
    .map((p) => p.trim().toLowerCase())
    .at(-1);
  tests.push(
    !referrer
      ? { test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 }
      : ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer)
        ? { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 }
        : ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(
              referrer,
            )
          ? { test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 }
          : { test: "referrer-policy", result: "referrer-policy-header-invalid", modifier: -5 },
  );

  tests.push(hstsTest(headers["strict-transport-security"]));

  const origin = new URL(page.url).origin;
  const external = page.scripts.filter((src) => new URL(src, page.url).origin !== origin);
  tests.push(
    page.scripts.length === 0
      ? { test: "subresource-integrity", result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 }
      : external.length === 0
        ? {
            test: "subresource-integrity",
            result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
            modifier: 0,
          }
        : external.every((src) => src.startsWith("https://"))
          ? {
              test: "subresource-integrity",
              result: "sri-not-implemented-but-external-scripts-loaded-securely",
              modifier: -5,
            }
          : {
              test: "subresource-integrity",
              result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
              modifier: -50,
            },
  );

  const nosniff = headers["x-content-type-options"]?.trim().toLowerCase();
  tests.push(
    nosniff === "nosniff"
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
  );

  const xfo = headers["x-frame-options"]?.trim().toLowerCase();
  tests.push(
    csp.directives?.has("frame-ancestors")
      ? { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 }
      : xfo === "deny" || xfo === "sameorigin" || xfo?.startsWith("allow-from")
        ? { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 }
        : { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 },
  );

  const corp = headers["cross-origin-resource-policy"]?.trim().toLowerCase();
  tests.push(
    !corp
      ? { test: "cross-origin-resource-policy", result: "corp-not-implemented", modifier: 0 }
      : corp === "same-origin" || corp === "same-site"
        ? { test: "cross-origin-resource-policy", result: `corp-implemented-with-${corp}`, modifier: 10 }
        : corp === "cross-origin"
          ? {
              test: "cross-origin-resource-policy",
              result: "corp-implemented-with-cross-origin",
              modifier: 0,
            }
          : { test: "cross-origin-resource-policy", result: "corp-header-invalid", modifier: -5 },
  );

  const withCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved, 0);
  const grade = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)![1];
  return { score, grade, tests };
}
