import { useEffect, useRef } from "react";
import { videoEmbed } from "~/core/media/video-embed";
import { keepFocusInside } from "../ui/focus-trap";
import { Icon } from "../ui/icon";
import { prefersReducedMotion } from "../ui/motion-preference";
import { animate } from "../ui/motion-parts";

/** The dialog grows in from slightly smaller, and shrinks back as it closes (motion, WAAPI). */
const ENTER = { opacity: [0, 1], transform: ["scale(0.96)", "none"] };
const EXIT = { opacity: 0, transform: "scale(0.96)" };
const FADE_S = 0.2;

/**
 * A testimonial's video in a modal <dialog>: it opens as it mounts (easing in with motion, unless
 * the visitor asked for less motion), the player starts at once and
 * loops, Tab stays inside, and Escape, the close button or a click on the backdrop end it
 * (`onClose`, after which the caller returns focus to the card's button). Loaded on demand
 * (results-section.tsx), as a finger or focus reaches a card's play button.
 */
export default function TestimonialDialog({
  title,
  videoUrl,
  closeLabel,
  onClose,
}: {
  title: string;
  videoUrl: string;
  closeLabel: string;
  onClose: () => void;
}) {
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
          // The testimonial clips are silent (a pan over the customer's card), so there is nothing to caption.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            src={embed.src}
            autoPlay
            loop
            playsInline
            controls
            className="aspect-video w-full rounded-xl bg-black"
          />
        ) : (
          <iframe
            src={embed.src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture"
            className="aspect-video w-full rounded-xl bg-black"
          />
        )}
      </div>
    </dialog>
  );
}
