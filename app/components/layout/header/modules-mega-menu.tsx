import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { onDemand } from "#app/components/ui/on-demand.tsx";
import { useDisclosure } from "#app/components/ui/use-disclosure.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { MenuLinks } from "./menu-links.tsx";
import { triggerClass } from "./trigger-class.ts";

const panel = onDemand(() => import("./modules-mega-menu-panel.tsx"));

/**
 * The Modules trigger. Its panel's code loads when a visitor points at or focuses the trigger,
 * which keeps it off every page's critical path; the footer lists every module for crawlers. If
 * that code cannot load, the panel is the plain list of modules; the next opening tries again.
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
        onFocus={panel.preload}
        className={triggerClass(scrolled)}
      >
        {t(shell.navigation.header.modules.label)}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <panel.Part
          shell={shell}
          id={id}
          failed={() => (
            <MenuLinks
              id={id}
              label={shell.ui.nav.modulesMenuLabel}
              links={shell.modules.map((m) => ({ path: m.path, label: m.title }))}
              // .mega-menu-panel sits MEGA_MENU_TOP_PX from the top, as the full panel does.
              className="mega-menu-panel fixed inset-x-0"
            />
          )}
        />
      )}
    </div>
  );
}
