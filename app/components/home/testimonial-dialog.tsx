import { useEffect, useRef } from "react";
import { langTag } from "#app/core/locale/index.ts";
import { captionsUrl, isOwnClip, type ClipStory } from "#app/core/media/index.ts";
import { videoEmbed } from "#app/core/media/index.ts";
import { useLocale, useLocalize } from "#app/components/layout/locale-context.tsx";
import { keepFocusInside } from "#app/components/ui/focus-trap.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { prefersReducedMotion } from "#app/components/ui/motion-preference.ts";
import { animate } from "#app/components/ui/motion-parts.ts";

/** The dialog grows in from slightly smaller, and shrinks back as it closes (motion, WAAPI). */
const ENTER = { opacity: [0, 1], transform: ["scale(0.96)", "none"] };
const EXIT = { opacity: 0, transform: "scale(0.96)" };
const FADE_S = 0.2;

/**
 * A testimonial's video in a modal <dialog>: it opens as it mounts (easing in with motion, unless
 * the visitor asked for less motion), the player starts at once and
 * loops, Tab stays inside, and Escape, the close button or a click on the backdrop end it
 * (`onClose`, after which the caller returns focus to the card's button). A video file plays with
 * its captions on: for our clips the build writes them beside the clip, and they are the quote
 * itself, which the picture does not draw (it shows the title card, then the speaker's name line,
 * below the captions' place). Under our clips the same words follow as a transcript. Loaded on
 * demand (results-section.tsx), as a finger or focus reaches a card's play button.
 */
export default function TestimonialDialog({
  title,
  videoUrl,
  story,
  closeLabel,
  captionsLabel,
  transcriptLabel,
  onClose,
}: {
  title: string;
  videoUrl: string;
  story: ClipStory;
  closeLabel: string;
  captionsLabel: string;
  transcriptLabel: string;
  onClose: () => void;
}) {
  const t = useLocalize();
  // The captions file is spelled for the build's domain, whatever the visitor picked since.
  const { defaultLocale } = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    if (prefersReducedMotion()) return;
    const entrance = animate(dialog, ENTER, { duration: FADE_S, ease: "easeOut" });
    return () => entrance.stop();
  }, []);
  const embed = videoEmbed(videoUrl);
  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog?.open || closing.current) return;
    if (prefersReducedMotion()) return dialog.close();
    closing.current = true;
    void animate(dialog, EXIT, { duration: FADE_S, ease: "easeIn" }).finished.then(() => dialog.close());
  };
  return (
    // A modal <dialog> is interactive (the rule's role table says otherwise): Tab stays inside, and a
    // click on the backdrop closes it as a mouse shortcut for Escape, which works natively.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={title}
      onClose={onClose}
      // Escape closes through the same exit as the button.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={keepFocusInside}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 backdrop:bg-black/80"
    >
      <div className="relative">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={close}
          className="absolute -top-12 right-0 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
        >
          <Icon name="x" className="size-6" />
        </button>
        {embed.kind === "file" ? (
          <video
            src={embed.src}
            // Another site's file and its captions beside it are fetched with CORS, as tracks must be.
            crossOrigin={isOwnClip(embed.src) ? undefined : "anonymous"}
            autoPlay
            loop
            playsInline
            controls
            className="aspect-video w-full rounded-xl bg-black"
          >
            <track
              kind="captions"
              src={captionsUrl(embed.src)}
              srcLang={langTag(defaultLocale)}
              label={captionsLabel}
              default
            />
          </video>
        ) : (
          <iframe
            src={embed.src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            className="aspect-video w-full rounded-xl bg-black"
          />
        )}
        {/* Our clips caption the quote; someone else's video says what it says. */}
        {isOwnClip(videoUrl) && (
          <details className="mt-3 rounded-xl bg-white px-5 py-4 text-slate-900 dark:bg-ink-900 dark:text-white">
            <summary className="cursor-pointer font-semibold">{transcriptLabel}</summary>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              {story.person}, {t(story.role)}, {story.company}
            </p>
            <p className="mt-2">{t(story.quote)}</p>
          </details>
        )}
      </div>
    </dialog>
  );
}
