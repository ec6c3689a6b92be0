import { Icon } from "#app/components/ui/icon.tsx";
import { useCopy, type CopyMessages } from "./use-copy.ts";

type CopyButtonProps = {
  /** What goes on the clipboard, read at the moment of the click. */
  text: () => string;
  label: string;
  copiedLabel: string;
  /** A fuller name for screen readers; it must start with the visible label (WCAG 2.5.3). */
  accessibleName?: string;
  messages: CopyMessages;
  disabled?: boolean;
  className: string;
};

/** A button that copies, then shows a tick and "Copied" for 2 s. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  accessibleName,
  messages,
  disabled,
  className,
}: CopyButtonProps) {
  const { copied, copy } = useCopy();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={copied ? copiedLabel : accessibleName}
      data-copied={copied || undefined}
      onClick={() => copy(text(), messages)}
      className={className}
    >
      <Icon name={copied ? "check" : "copy"} className="size-4" />
      {copied ? copiedLabel : label}
    </button>
  );
}
