import { describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "#app/core/spec/index.ts";
import { createToastStore } from "#app/components/ui/toast-store.ts";

describe("the toast store", () => {
  it("shows at most 3 toasts, the oldest making way for the newest", () => {
    const store = createToastStore();
    for (const title of ["one", "two", "three", "four"]) store.show({ title });
    expect(TOAST_LIMIT).toBe(3);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["two", "three", "four"]);
  });

  it("fills in the default style and duration, and keeps what the caller sets", () => {
    const store = createToastStore();
    store.show({ title: "Download started" });
    store.show({
      title: "Download failed",
      description: "Try again.",
      variant: "destructive",
      durationMs: 8000,
    });
    const [plain, error] = store.getSnapshot();
    expect(plain).toMatchObject({ variant: "default", durationMs: TOAST_DURATION_MS });
    expect(error).toMatchObject({ variant: "destructive", durationMs: 8000, description: "Try again." });
  });

  it("dismisses by id and tells subscribers only about real changes", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ title: "URL copied!" });
    store.show({ title: "All URLs copied!" });
    expect(listener).toHaveBeenCalledTimes(2);
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["All URLs copied!"]);
  });

  it("returns the same snapshot until something changes (useSyncExternalStore needs it)", () => {
    const store = createToastStore();
    store.show({ title: "a" });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    const before = store.getSnapshot();
    store.show({ title: "b" });
    expect(store.getSnapshot()).not.toBe(before);
  });

  it("stops notifying after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show({ title: "a" });
    expect(listener).not.toHaveBeenCalled();
  });
});
