import type { AriaAttributes, KeyboardEvent, RefObject } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { takeTypedEarly } from "./search-host.tsx";

/**
 * The search's field, a combobox over the results, with a Clear button once something is typed
 * and the dialog's Close button. On focus it takes what the visitor typed while search loaded.
 */
export function SearchField({
  inputRef,
  query,
  setQuery,
  combobox,
  onKeyDown,
  onClose,
  labels,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  setQuery: (query: string) => void;
  /** The list it controls, whether that shows, the status line and the active option. */
  combobox: { listId: string; expanded: boolean } & Pick<
    AriaAttributes,
    "aria-describedby" | "aria-activedescendant"
  >;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  labels: { input: string; clear: string; close: string };
}) {
  return (
    <div className="flex items-center gap-2 border-b border-current/15 px-4">
      <Icon name="search" className="size-5 shrink-0 opacity-70" />
      <input
        ref={inputRef}
        // Text, not "search": a search field draws its own unnamed × beside the close button; the
        // clear button below has a name.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-label={labels.input}
        aria-autocomplete="list"
        aria-controls={combobox.listId}
        aria-expanded={combobox.expanded}
        aria-describedby={combobox["aria-describedby"]}
        aria-activedescendant={combobox["aria-activedescendant"]}
        placeholder={labels.input}
        autoComplete="off"
        spellCheck={false}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type into it
        autoFocus
        onFocus={() => {
          const typed = takeTypedEarly();
          if (typed !== null) setQuery(typed);
        }}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 bg-transparent py-4 text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
      />
      {query && (
        <button
          type="button"
          onClick={() => {
            setQuery("");
            inputRef.current?.focus();
          }}
          className="rounded-md px-2 py-1 text-sm font-medium underline-offset-2 hover:underline"
        >
          {labels.clear}
        </button>
      )}
      <button
        type="button"
        aria-label={labels.close}
        onClick={onClose}
        className="rounded-md p-2 hover:bg-current/10"
      >
        <Icon name="x" className="size-5" />
      </button>
    </div>
  );
}
