import type { ReactNode } from "react";
import { useLocalize } from "../locale-context";
import { ShellLink } from "./shell-link";

/**
 * A menu's plain form: its links in a list, with no code of its own beyond the header's. Shown in
 * place of a menu whose code could not load (a dropped connection, a deploy that replaced it), so
 * every page the menu leads to is still one click away.
 */
export function MenuLinks({
  id,
  label,
  links,
  className,
  onFollow,
  children,
}: {
  id: string;
  label: string;
  links: readonly { path: string; label: string }[];
  className: string;
  /** Runs as one of the links is followed, e.g. to close the list. */
  onFollow?: () => void;
  /** Anything after the list, such as the link to the menu's index page. */
  children?: ReactNode;
}) {
  const t = useLocalize();
  return (
    <nav id={id} aria-label={t(label)} className={className}>
      <ul className="grid gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <ShellLink
              to={link.path}
              onClick={onFollow}
              className="block rounded-lg px-3 py-2 font-medium hover:bg-current/10"
            >
              {t(link.label)}
            </ShellLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}
