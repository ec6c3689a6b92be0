import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** Every file under `dir` with the hash of its bytes: a build compared byte for byte. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash("sha256").update(readFileSync(full)).digest("hex");
    }
  };
  walk(dir);
  return out;
}

const root = mkdtempSync(join(tmpdir(), "tracker-atomic-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run build", () => {
  it("leaves the previous build and .generated/ whole, byte for byte, when killed with a site staged and not yet swapped in", async () => {
    // A previous build, as a host would be serving it.
    for (const [file, text] of Object.entries({
      "build/com/index.html": "<!doctype html><title>previous .com build</title>",
      "build/us/index.html": "<!doctype html><title>previous .us build</title>",
      "build/us/assets/app.js": "console.log('previous');",
      ".generated/content.json": '{"previous":true}',
    })) {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    // A staging folder of a build that was killed, and one of a build still running (this test's
    // own process stands in for it): the first is cleared, the second left to its build.
    const killedStaging = ".build-staging-2147483646";
    const runningStaging = `.build-staging-${process.pid}`;
    for (const name of [killedStaging, runningStaging]) {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, "part"), "a staged file");
    }
    const before = {
      build: fingerprint(join(root, "build")),
      generated: fingerprint(join(root, ".generated")),
    };

    // The real build, pointed at that folder; killed once everything is staged, the last moment
    // before the swap, where it holds when asked to. One domain's build (.us) reaches that moment as
    // a two-domain build does, for half the CPU: the two build their bundles side by side and swap
    // only when both are staged.
    const build = spawn(process.execPath, ["--import", "tsx", "scripts/build/cli.ts", "us"], {
      env: { ...process.env, TRACKER_OUTPUT_DIR: root, TRACKER_HOLD_BEFORE_SWAP: "1" },
      detached: true, // its own process group, so the kill reaches React Router's build too
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const killed = await new Promise<boolean>((done) => {
      build.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        if (/^build: staged; holding before the swap$/m.test(output)) {
          process.kill(-build.pid!, "SIGKILL");
          done(true);
        }
      });
      build.on("exit", () => done(false));
    });
    await new Promise((done) => build.once("close", done));

    expect(killed, output).toBe(true);
    expect(fingerprint(join(root, "build"))).toEqual(before.build);
    expect(fingerprint(join(root, ".generated"))).toEqual(before.generated);
    // What it had built so far is only in its staging folders, which the next build clears.
    expect(
      readdirSync(root)
        .filter((name) => name.startsWith(".build-staging-"))
        .sort(),
    ).toEqual([`.build-staging-${build.pid}`, runningStaging].sort());
    rmSync(`.build-staging-${build.pid}`, { recursive: true, force: true });
  }, 180_000);
});
