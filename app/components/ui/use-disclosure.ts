import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";

/** Lets the pointer cross the gap between a trigger and its panel without the panel closing. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Open/closed state of a header dropdown: a button that shows a panel (the WAI-ARIA disclosure
 * pattern, which suits site navigation better than role="menu").
 * - Opens on click; with `hover`, also while a mouse rests on it (touch and pen use click only).
 * - A click keeps it open after the mouse leaves; a second click closes it.
 * - Closes on a click outside, on Escape (focus returns to the button), when focus moves out of it,
 *   and when one of its links is followed.
 */
export function useDisclosure({ hover = false }: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    window.clearTimeout(hoverTimer.current);
    pinned.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const byMouse = (event: PointerEvent) => hover && event.pointerType === "mouse";
  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      onPointerEnter(event: PointerEvent) {
        if (!byMouse(event)) return;
        window.clearTimeout(hoverTimer.current);
        setOpen(true);
      },
      onPointerLeave(event: PointerEvent) {
        if (!byMouse(event) || pinned.current) return;
        hoverTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
      },
      onBlur(event: FocusEvent) {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) close();
      },
      onClick(event: MouseEvent) {
        if ((event.target as Element).closest("a")) close();
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      onClick() {
        if (open && pinned.current) return close();
        pinned.current = true;
        setOpen(true);
      },
    },
  };
}
