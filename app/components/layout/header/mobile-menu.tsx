import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import type { ShellData } from "~/lib/shell.server";
import { useLocalize } from "../locale-context";

const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

/**
 * The menu button below the mobile breakpoint. The menu's code loads as a finger or focus reaches
 * the button, so no page carries it up front. Focus returns to the button when the menu closes.
 */
export function MobileMenu({
  shell,
  blocked,
  buttonClass,
}: {
  shell: ShellData;
  blocked: boolean;
  buttonClass: string;
}) {
  const t = useLocalize();
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Crossing the breakpoint (the resize block) closes the menu: the desktop header takes over.
  useEffect(() => {
    if (blocked) setOpen(false);
  }, [blocked]);

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
        onClick={() => !blocked && setOpen(true)}
        className={`md:hidden ${buttonClass}`}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {open && (
        <Suspense>
          <MobileMenuDialog
            shell={shell}
            id={id}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
