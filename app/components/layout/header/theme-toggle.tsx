import { useSyncExternalStore } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { isDarkTheme, setTheme, subscribeToTheme } from "#app/components/layout/theme.ts";
import { useLocalize } from "#app/components/layout/locale-context.tsx";

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
  // The prerendered page is dark; after hydration the label follows the theme the head script chose.
  const dark = useSyncExternalStore(subscribeToTheme, isDarkTheme, () => true);
  return (
    <button
      type="button"
      aria-label={t(dark ? labels.toLight : labels.toDark)}
      className={className}
      onClick={() => {
        setTheme(!dark);
      }}
    >
      <Icon name="sun" className="hidden size-5 dark:block" />
      <Icon name="moon" className="size-5 dark:hidden" />
    </button>
  );
}
