import { afterEach, describe, expect, it, vi } from "vitest";
import {
  noteFollowedLink,
  pendingNavigation,
  setPendingNavigation,
} from "#app/components/layout/navigation/pending-navigation.ts";

afterEach(() => {
  setPendingNavigation(null);
  vi.useRealTimers();
});

describe("the page a failed navigation should still reach", () => {
  it("is the link just clicked when the router fails before rendering its pending location", () => {
    noteFollowedLink("/pricing");
    expect(pendingNavigation()).toBe("/pricing");
  });

  it("is the router's pending location once rendered", () => {
    noteFollowedLink("/pricing");
    setPendingNavigation("/pricing?plan=growth");
    expect(pendingNavigation()).toBe("/pricing?plan=growth");
  });

  it("is nothing once the navigation settles, so a later reload stays a reload", () => {
    noteFollowedLink("/pricing");
    setPendingNavigation("/pricing");
    setPendingNavigation(null);
    expect(pendingNavigation()).toBeNull();
  });

  it("forgets a click from long ago", () => {
    vi.useFakeTimers();
    noteFollowedLink("/pricing");
    vi.advanceTimersByTime(11_000);
    expect(pendingNavigation()).toBeNull();
  });
});
