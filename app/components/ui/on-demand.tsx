/**
 * The one way the app loads code on demand. A chunk can always fail to arrive: a dropped
 * connection, or an open tab asking for a file that a new deploy has removed. Whatever fails here
 * stays local to the part that needed it: a module that did not load is asked for again on its
 * next use, a preload that failed is reported and forgotten (never an unhandled rejection), and a
 * component that did not load shows its own fallback instead of the route's error page.
 *
 * Every dynamic `import()` and `lazy()` in app/ goes through `loadOnce` or `onDemand`; eslint
 * (eslint.config.js, "on-demand code") rejects any other.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

type Loader<M> = {
  /** The module: loaded once and kept; a failed load rejects, and the next call tries again. */
  load: () => Promise<M>;
  /** Starts loading ahead of a use (on hover, focus, idle); a failure is reported, not thrown. */
  preload: () => void;
  /** Runs `use` once the module has loaded; if it cannot load, that is reported and `use` never runs. */
  whenLoaded: (use: (module: M) => void) => void;
};

/** What the console says when a part could not load: a warning, as the page carries on without it. */
function reportLoadFailure(error: unknown): void {
  console.warn("Not loaded; retried on next use:", error);
}

export function loadOnce<M>(importer: () => Promise<M>): Loader<M> {
  let loading: Promise<M> | undefined;
  const load = () => {
    if (!loading) {
      const attempt = importer();
      loading = attempt;
      // Forget a failure, so the next use downloads again rather than failing from memory.
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  const whenLoaded = (use: (module: M) => void) => void load().then(use, reportLoadFailure);
  return { load, preload: () => whenLoaded(() => {}), whenLoaded };
}

/** How an on-demand component looks before it arrives, and instead of it if it cannot. */
type PartStates = {
  /** Shown while the code downloads (nothing by default). */
  loading?: ReactNode;
  /** Shown when the code could not load; `retry` asks for it again in place. */
  failed: (retry: () => void) => ReactNode;
};

type BoundaryProps = {
  failed: PartStates["failed"];
  /** A function, so a retry renders the part afresh. */
  content: () => ReactNode;
};

/**
 * Catches what the part itself throws once loaded and shows the part's fallback, so the rest of the
 * page stays as it was. React reports the caught error in the console.
 */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => this.setState({ failed: false });
  render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.content();
  }
}

/**
 * A component whose code loads on demand: `Part` renders it (with `loading` meanwhile, and
 * `failed` if it cannot load), `preload` starts the download early. A `Part` mounted again after
 * a failure, or retried, downloads again.
 *
 * A failed download is never thrown into React's rendering: React would report it as an uncaught
 * error even where a boundary catches it (a lazy part that rejects while the page hydrates, or in
 * a concurrent render, is retried and then reported as "recovered", React's errors #422 and #520),
 * although the page shows the fallback. So the lazy component's promise only ever resolves; the
 * Part hears of a failure itself and swaps the part (still waiting, or the prerendered HTML of a
 * page that was hydrating) for its fallback.
 */
export function onDemand<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  const loader = loadOnce(importer);
  const settlesOnlyWhenLoaded = () =>
    lazy(
      () =>
        new Promise<{ default: ComponentType<P> }>((resolve) => void loader.load().then(resolve, () => {})),
    );
  let Lazy = settlesOnlyWhenLoaded();
  function Part({ loading = null, failed, ...props }: P & PartStates) {
    const [loadFailed, setLoadFailed] = useState(false);
    useEffect(() => {
      if (loadFailed) return;
      let mounted = true;
      loader.load().catch((error: unknown) => {
        if (!mounted) return;
        reportLoadFailure(error);
        // The lazy component that waited for this download never settles: the next use gets a new one.
        Lazy = settlesOnlyWhenLoaded();
        setLoadFailed(true);
      });
      return () => {
        mounted = false;
      };
    }, [loadFailed]);
    if (loadFailed) return failed(() => setLoadFailed(false));
    return (
      <PartBoundary
        failed={failed}
        content={() => (
          <Suspense fallback={loading}>
            <Lazy {...(props as unknown as P)} />
          </Suspense>
        )}
      />
    );
  }
  return { Part, preload: loader.preload };
}
