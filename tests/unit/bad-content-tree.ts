/** Builds a content tree for a bad-content case: the real content/ and public/, with the case's files laid over. */
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BAD_CONTENT_DIR = "tests/fixtures/bad-content";

export function treeForCase(caseName: string): string {
  const dir = mkdtempSync(join(tmpdir(), `bad-content-${caseName}-`));
  cpSync("content", join(dir, "content"), { recursive: true });
  cpSync("public", join(dir, "public"), { recursive: true });
  cpSync(join(BAD_CONTENT_DIR, caseName, "content"), join(dir, "content"), { recursive: true });
  return dir;
}
