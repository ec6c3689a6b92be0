import { useLocalize } from "#app/components/layout/locale-context.tsx";
import { ShellLink } from "./shell-link.tsx";

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
}: {
  id: string;
  label: string;
  links: readonly { path: string; label: string }[];
  className: string;
  /** Runs as one of the links is followed, e.g. to close the list. */
  onFollow?: () => void;
}) {
  const t = useLocalize();
  return (
    <nav id={id} aria-label={t(label)} className={`menu-links ${className}`}>
      <ul className="grid sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <ShellLink to={link.path} onClick={onFollow}>
              {t(link.label)}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
