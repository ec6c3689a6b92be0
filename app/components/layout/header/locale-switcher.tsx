import { useId } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { useDisclosure } from "#app/components/ui/use-disclosure.ts";
import { LOCALES } from "#app/core/locale/index.ts";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocale } from "#app/components/layout/locale-context.tsx";
import { dropdownClass, dropdownItemClass } from "./resources-menu.tsx";

/**
 * US or UK English: a small dropdown; the choice is stored under `locale` by the provider.
 * `panelClass` places the list (below in the header, above at the foot of the mobile menu).
 */
export function LocaleSwitcher({
  ui,
  buttonClass,
  panelClass,
}: {
  ui: ShellData["ui"];
  buttonClass: string;
  panelClass: string;
}) {
  const id = useId();
  const { locale, setLocale } = useLocale();
  const { open, close, rootProps, buttonProps } = useDisclosure();
  const { label, names, short } = ui.locale;
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
      <ul id={id} hidden={!open} className={`${panelClass} ${dropdownClass}`}>
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
    </div>
  );
}
