import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useDisclosure } from "#app/components/ui/use-disclosure.ts";
import { LOCALES } from "#app/core/locale/index.ts";
import { fillTemplate } from "#app/core/text/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocale } from "#app/components/layout/locale-context.tsx";
import { dropdownClass, dropdownItemClass } from "./resources-menu.tsx";

/**
 * US or UK English: a small dropdown; the choice is stored under `locale` by the provider.
 * Its note says the choice is spelling only: prices, dates and the company stay the domain's.
 * `panelClass` places the panel (below in the header, above at the foot of the mobile menu).
 */
export function LocaleSwitcher({
  shell,
  buttonClass,
  panelClass,
}: {
  shell: ShellData;
  buttonClass: string;
  panelClass: string;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const { locale, setLocale, spell } = useLocale();
  const { open, close, rootProps, buttonProps } = useDisclosure();
  const { label, names, short, spellingOnly } = shell.ui.locale;
  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        aria-controls={id}
        aria-label={`${label}: ${names[locale]}`}
        className={buttonClass}
      >
        <Icon name="languages" className="size-4" />
        {short[locale]}
      </button>
      <div id={id} hidden={!open} className={`${panelClass} ${dropdownClass} w-60`}>
        <ul aria-describedby={noteId}>
          {LOCALES.map((option) => (
            <li key={option}>
              <button
                type="button"
                aria-current={option === locale || undefined}
                className={dropdownItemClass}
                onClick={() => {
                  setLocale(option);
                  close();
                  buttonProps.ref.current?.focus();
                }}
              >
                {names[option]}
              </button>
            </li>
          ))}
        </ul>
        <p
          id={noteId}
          className="mt-1 border-t border-slate-200 px-3 pt-2 pb-1.5 text-xs leading-5 text-slate-600 dark:border-slate-700 dark:text-slate-300"
        >
          {fillTemplate(spell(spellingOnly), { site: shell.host })}
        </p>
      </div>
    </div>
  );
}
