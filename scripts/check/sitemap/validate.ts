/**
 * sitemap.xml against the sitemaps.org 0.9 XSD kept beside this file (sitemap.xsd; README.md says
 * where it comes from), with libxml2's xmllint compiled to WebAssembly, so no system tool is needed.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const XSD = readFileSync(new URL("sitemap.xsd", import.meta.url), "utf8");
const NAMESPACE = "{http://www.sitemaps.org/schemas/sitemap/0.9}";

/** What the XSD finds wrong with one sitemap, each as "line N: <xmllint's message>"; none when valid. */
export async function sitemapXsdProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "sitemap.xsd", contents: XSD }],
  });
  if (result.valid) return [];
  const problems = result.errors
    .filter((e) => e.message.trim() !== "")
    .map((e) => `${e.loc ? `line ${e.loc.lineNumber}: ` : ""}${e.message.trim().replaceAll(NAMESPACE, "")}`);
  return problems.length > 0 ? problems : [result.rawOutput.trim() || "not valid"];
}
