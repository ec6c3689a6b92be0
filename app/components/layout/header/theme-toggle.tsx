import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { isDarkTheme, setTheme } from "~/lib/theme";
import { useLocalize } from "../locale-context";

/**
 * Dark/light switch. Both icons are in the HTML and CSS shows the right one, so nothing flickers
 * before hydration; the label (which names the action) follows the real theme once hydrated.
 */
export function ThemeToggle({
  labels,
  className,
}: {
  labels: { toDark: string; toLight: string };
  className: string;
}) {
  const t = useLocalize();
  const [dark, setDark] = useState(true);
  useEffect(() => setDark(isDarkTheme()), []);
  return (
    <button
      type="button"
      aria-label={t(dark ? labels.toLight : labels.toDark)}
      className={className}
      onClick={() => {
        setTheme(!dark);
        setDark(!dark);
      }}
    >
      <Icon name="sun" className="hidden size-5 dark:block" />
      <Icon name="moon" className="size-5 dark:hidden" />
    </button>
  );
}
