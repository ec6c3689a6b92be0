/**
 * `npm run profile -- /path [--us] [--lang en-GB] [--port 4184]`: what the main thread does while a
 * page loads and hydrates on a phone-speed CPU (4× throttling, as Lighthouse simulates), so each
 * long task can be traced to its cause. Serves build/com (or build/us) with `wrangler pages dev`,
 * records a Chromium performance trace through Playwright, and prints every task of 50 ms or more:
 * where its time went by kind of work (script, style, layout, parsing) and the functions that ran
 * longest inside it.
 *
 * Function names are the bundle's; build with TRACKER_MINIFY=false (`TRACKER_MINIFY=false npm run
 * build`) to read them.
 */
import { chromium } from "@playwright/test";
import { browserLaunchOptions } from "#scripts/setup/browser.ts";
import { startPagesDev } from "#scripts/serve/pages-dev.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const path = args.find((a) => a.startsWith("/")) ?? "/";
const domain = args.includes("--us") ? "us" : "com";
const language = option("lang") ?? "en-GB";
const port = Number(option("port") ?? 4184);
const THROTTLING = 4;
const LONG_TASK_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};
type CpuNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};

/** The kinds of work a task is made of, by the trace's event names. */
const KINDS: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script compile+run",
  "v8.compile": "script compile",
  "v8.compileModule": "script compile",
  "v8.evaluateModule": "script",
  TimerFire: "script (timer)",
  FireAnimationFrame: "script (animation frame)",
  EventDispatch: "script (event)",
  RunMicrotasks: "script (microtasks)",
  ParseHTML: "HTML parsing",
  UpdateLayoutTree: "style recalculation",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  ParseAuthorStyleSheet: "CSS parsing",
  GCEvent: "garbage collection",
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
};

const server = await startPagesDev({ dir: `build/${domain}`, port });
const browser = await chromium.launch(browserLaunchOptions([`--accept-lang=${language}`]));
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "v8",
      "disabled-by-default-v8.cpu_profiler",
      "blink.user_timing",
    ],
  });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  // No polling for hydration here: Playwright's polling would itself show up as main-thread work.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2000);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  report(trace.traceEvents);
} finally {
  await browser.close();
  server.kill();
}

function report(events: TraceEvent[]) {
  // The page's renderer: of the renderer main threads (about:blank had one too), the busiest.
  const busy = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask")
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const navigationStart = onMain.find((e) => e.name === "navigationStart")?.ts ?? onMain[0]!.ts;
  const tasks = onMain.filter(
    (e) => e.name === "RunTask" && e.ph === "X" && (e.dur ?? 0) >= LONG_TASK_MS * 1000,
  );

  // CPU samples: the profile's nodes and (time, node) samples, on the trace's clock.
  const nodes = new Map<number, CpuNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const e of events.filter((e) => e.name === "Profile" || e.name === "ProfileChunk")) {
    const data = e.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (data?.startTime !== undefined) clock = data.startTime;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }

  const ms = (us: number) => `${Math.round(us / 1000)} ms`;
  console.log(
    `${path} on .${domain} (${language}), CPU ${THROTTLING}× slower: ${tasks.length} task(s) of ${LONG_TASK_MS} ms or more`,
  );
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e.ph === "X" && e.ts >= task.ts && e.ts < end && e !== task);
    const kinds = new Map<string, number>();
    for (const e of inside) {
      const kind = KINDS[e.name];
      // Nested events of one kind are counted once, at the outermost.
      if (
        kind &&
        !inside.some(
          (o) =>
            o !== e &&
            KINDS[o.name] === kind &&
            o.ts <= e.ts &&
            o.ts + o.dur! >= e.ts + e.dur! &&
            o.dur! > e.dur!,
        )
      )
        kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur!);
    }
    const self = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < within.length; i++) {
      const node = nodes.get(within[i]!.node);
      const frame = node?.callFrame;
      if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
      const where = frame.url ? `${frame.url.split("/").pop()}:${frame.lineNumber + 1}` : "native";
      const key = `${frame.functionName || "(anonymous)"} ${where}`;
      self.set(key, (self.get(key) ?? 0) + ((within[i + 1]?.ts ?? end) - within[i]!.ts));
    }
    console.log(`\n• at ${ms(task.ts - navigationStart)}: ${ms(task.dur!)}`);
    for (const [kind, us] of [...kinds].sort((a, b) => b[1] - a[1]))
      if (us >= 2000) console.log(`    ${kind.padEnd(26)} ${ms(us)}`);
    for (const [fn, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
      if (us >= 2000) console.log(`      ${ms(us).padStart(7)}  ${fn}`);
  }
}
