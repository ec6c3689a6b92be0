import { useId, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { MenuLinks } from "./menu-links.tsx";

const dialog = onDemand(() => import("./mobile-menu-dialog.tsx"));

/**
 * The menu button below the full navigation's breakpoint (the mobile and compact headers). The
 * menu's code loads as a finger or focus reaches the button, so no page carries it up front. Focus
 * returns to the button when the menu closes.
 * If that code cannot load, the menu is its plain list of links under the header, which the
 * button closes again; the next opening tries the menu's code again.
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
        onPointerDown={dialog.preload}
        onFocus={dialog.preload}
        // A second click only reaches the button when the plain list shows: it closes that.
        onClick={() => !blocked && setOpenedAt(open ? null : crossings)}
        className={`nav:hidden ${buttonClass}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {open && (
        <dialog.Part
          shell={shell}
          id={id}
          onClose={() => {
            setOpenedAt(null);
            buttonRef.current?.focus();
          }}
          failed={() => (
            <MenuLinks
              id={id}
              label={shell.ui.nav.mobileLabel}
              links={shell.navigation.mobile}
              onFollow={() => setOpenedAt(null)}
              className="absolute inset-x-4 top-full md:hidden"
            />
          )}
        />
      )}
    </>
  );
}
