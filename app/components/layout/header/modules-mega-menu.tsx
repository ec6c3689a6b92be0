import { lazy, Suspense, useId } from "react";
import { Icon } from "~/components/ui/icon";
import { useDisclosure } from "~/components/ui/use-disclosure";
import type { ShellData } from "~/server/shell.server";
import { useLocalize } from "../locale-context";
import { triggerClass } from "./trigger-class";

const loadPanel = () => import("./modules-mega-menu-panel");
const ModulesMegaMenuPanel = lazy(loadPanel);

/**
 * The Modules trigger. Its panel's code loads when a visitor points at or focuses the trigger,
 * which keeps it off every page's critical path; the footer lists every module for crawlers.
 */
export function ModulesMegaMenu({ shell, scrolled }: { shell: ShellData; scrolled: boolean }) {
  const t = useLocalize();
  const id = useId();
  const { open, rootProps, buttonProps } = useDisclosure({ hover: true });
  return (
    <div {...rootProps}>
      <button
        {...buttonProps}
        aria-controls={open ? id : undefined}
        onFocus={loadPanel}
        className={triggerClass(scrolled)}
      >
        {t(shell.navigation.header.modules.label)}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <Suspense>
          <ModulesMegaMenuPanel shell={shell} id={id} />
        </Suspense>
      )}
    </div>
  );
}
