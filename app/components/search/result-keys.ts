import type { KeyboardEvent } from "react";

/**
 * The combobox's keys: arrows move through the results (wrapping), Home and End jump once one is
 * active, Enter opens the active result (or the first), and Escape closes search at once, where a
 * search field would spend the first press clearing itself.
 */
export function resultKeys({
  count,
  active,
  setActive,
  openAt,
  close,
}: {
  count: number;
  active: number;
  setActive: (index: number) => void;
  openAt: (index: number) => void;
  close: () => void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const last = count - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && count && (event.key.startsWith("Arrow") || active >= 0)) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === "Enter" && count) {
      event.preventDefault();
      openAt(Math.max(active, 0));
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
}
