import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useDisclosure } from "#app/components/ui/use-disclosure.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ShellLink } from "./shell-link.tsx";
import { triggerClass } from "./trigger-class.ts";

/** The Resources dropdown: FAQ, Support, About Us, Contact (content/navigation.yaml). */
export function ResourcesMenu({ shell, scrolled }: { shell: ShellData; scrolled: boolean }) {
  const t = useLocalize();
  const id = useId();
  const { open, rootProps, buttonProps } = useDisclosure({ hover: true });
  const { label, links } = shell.navigation.header.resources;
  return (
    <div {...rootProps} className="relative">
      <button {...buttonProps} aria-controls={id} className={triggerClass(scrolled)}>
        {t(label)}
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={id} hidden={!open} className={`top-full left-0 mt-2 ${dropdownClass}`}>
        {links.map((link) => (
          <li key={link.path}>
            <ShellLink to={link.path} className={dropdownItemClass}>
              {t(link.label)}
            </ShellLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shared look of the small dropdowns (Resources, locale); the caller places them. */
export const dropdownClass =
  "absolute z-10 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-700 shadow-xl dark:border-slate-700 dark:bg-ink-900 dark:text-slate-200";
export const dropdownItemClass =
  "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current]:font-semibold dark:hover:bg-white/10";
