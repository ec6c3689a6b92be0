import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { keepFocusInside } from "#app/components/ui/focus-trap.ts";
import { SearchButton } from "#app/components/search/search-button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { ShellData } from "#app/server/shell.server.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { LocaleSwitcher } from "./locale-switcher.tsx";
import { ShellLink } from "./shell-link.tsx";

/**
 * The open mobile menu: a modal <dialog> sliding in from the right, 80 % wide and at most 20rem.
 * It opens as it mounts; while it is open the page behind cannot scroll. Escape (the dialog's own
 * cancel), the close button, a click outside the panel or following a link all end in `onClose`.
 */
export default function MobileMenuDialog({
  shell,
  id,
  onClose,
}: {
  shell: ShellData;
  id: string;
  onClose: () => void;
}) {
  const t = useLocalize();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { ui, navigation, siteName } = shell;

  useEffect(() => {
    dialogRef.current!.showModal();
    const root = document.documentElement;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = "";
    };
  }, []);

  const close = () => dialogRef.current?.close();
  return (
    // A modal <dialog> is interactive (the rule's role table says otherwise): Tab stays inside, and a
    // click on the backdrop closes it as a mouse shortcut for Escape, which works natively.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={t(ui.nav.mobileLabel)}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself; clicks on the panel land on its children.
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={keepFocusInside}
      className="mobile-menu m-0 ml-auto h-dvh max-h-none w-4/5 max-w-xs bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-black/60 dark:bg-ink-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
        <div className="flex items-center justify-between">
          <Link to="/" onClick={close} className="flex items-center gap-2 text-lg font-bold">
            <Logo />
            {siteName}
          </Link>
          <button
            type="button"
            aria-label={t(ui.nav.closeMenu)}
            onClick={close}
            className="rounded-md p-2 hover:bg-current/10"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        {/* The menu closes as search opens: the search dialog takes its place. */}
        <SearchButton
          label={t(ui.search.open)}
          onClick={close}
          className="flex w-full items-center gap-2 rounded-lg border border-current/20 px-3 py-2.5 font-medium hover:bg-current/10"
        />
        <nav aria-label={t(ui.nav.mobileLabel)}>
          <ul className="space-y-1">
            {navigation.mobile.map((link) => (
              <li key={link.path}>
                <ShellLink
                  to={link.path}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 font-medium hover:bg-current/10 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                >
                  {t(link.label)}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex items-center justify-between gap-3">
          <LocaleSwitcher
            shell={shell}
            panelClass="bottom-full left-0 mb-2"
            buttonClass="inline-flex items-center gap-1.5 rounded-md border border-current/20 px-3 py-2 text-sm font-medium"
          />
          <ShellLink
            to={navigation.header.login.path}
            onClick={close}
            className="rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-current/10"
          >
            {t(navigation.header.login.label)}
          </ShellLink>
          <ShellLink
            to={navigation.header.getStarted.path}
            onClick={close}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t(navigation.header.getStarted.label)}
          </ShellLink>
        </div>
      </div>
    </dialog>
  );
}
