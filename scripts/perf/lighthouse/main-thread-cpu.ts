/**
 * What the page's main thread actually computed during a Lighthouse load, read from the trace
 * Lighthouse recorded: each task's CPU time (the trace's thread clock, `tdur`), not its wall time
 * (`dur`).
 *
 * Lighthouse's simulated TBT multiplies each task's wall time by the CPU slowdown. On a small,
 * shared machine a task's wall time also holds the time its thread waited for a core or for a
 * synchronous call to the browser process, so one load of a page can score 0 ms and the next
 * 400 ms with the same work. The CPU time leaves those waits out: it is the work the page asked
 * for, which is what a change to the site can make longer or shorter.
 */

/** A Chrome trace event, as far as this reads one. */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, microseconds. */
  dur?: number;
  /** Thread (CPU) time, microseconds; absent where the platform has no thread clock. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

export type MainThreadCpu = {
  /** CPU milliseconds of every top-level task on the page's main thread from navigation on. */
  totalMs: number;
  /**
   * CPU milliseconds of the longest task that began at or after the first contentful paint: the
   * window TBT counts. (The first style and layout, before that paint, is usually the longest task
   * of a load; it blocks nothing a visitor could use yet.)
   */
  longestTaskMs: number;
};

/**
 * The share of the load's wall time that tasks without a thread time may hold, counted at their
 * wall time (which bounds their CPU time): Chromium leaves `tdur` off the odd task of a microsecond
 * or two (one in ~500 on a .us load that switches locale), and dropping the load for it left the
 * page without a CPU figure. Over this share the trace has no usable thread clock.
 */
const UNCLOCKED_SHARE = 0.01;

/**
 * The page's main thread is the one that started the navigation to an http(s) document in the
 * main frame; its top-level tasks are its `RunTask` events. Undefined when the trace has no such
 * navigation, no first contentful paint or no thread clock, rather than a figure that would read as
 * no work.
 */
export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu | undefined {
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
  );
  if (!navigation) return undefined;
  const tasks = events.filter(
    (e) =>
      e.name === "RunTask" &&
      e.ph === "X" &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= navigation.ts,
  );
  const firstPaint = events.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid && e.ts >= navigation.ts,
  );
  if (!firstPaint || tasks.length === 0) return undefined;
  const wall = (events: TraceEvent[]) => events.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  if (wall(tasks.filter((task) => task.tdur === undefined)) > UNCLOCKED_SHARE * wall(tasks)) return undefined;
  const ms = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  return {
    totalMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    longestTaskMs: Math.max(0, ...tasks.filter((task) => task.ts >= firstPaint.ts).map(ms)),
  };
}
