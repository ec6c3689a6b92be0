import { lazy, Suspense, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { ShellData } from "~/server/shell.server";
import { useLocalize } from "../locale-context";

const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

/**
 * The menu button below the full navigation's breakpoint (the mobile and compact headers). The menu's code loads as a finger or focus reaches
 * the button, so no page carries it up front. Focus returns to the button when the menu closes.
 */
export function MobileMenu({
  shell,
  blocked,
  crossings,
  buttonClass,
}: {
  shell: ShellData;
  blocked: boolean;
  /** How often the window has crossed the breakpoint; a menu opened before a crossing closes. */
  crossings: number;
  buttonClass: string;
}) {
  const t = useLocalize();
  const id = useId();
  // Open while no crossing of the breakpoint has happened since it opened: the desktop header
  // takes over at a crossing, so the menu closes with it.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt === crossings;
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t(shell.ui.nav.openMenu)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPointerDown={loadDialog}
        onFocus={loadDialog}
        onClick={() => !blocked && setOpenedAt(crossings)}
        className={`nav:hidden ${buttonClass}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {open && (
        <Suspense>
          <MobileMenuDialog
            shell={shell}
            id={id}
            onClose={() => {
              setOpenedAt(null);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
