/**
 * How a testimonial's `videoUrl` plays: a file (ours under /videos, or any https video file) in a
 * <video>, or a YouTube or Vimeo page as that service's embedded player, set to autoplay and loop.
 */
export type VideoEmbed = { kind: "file"; src: string } | { kind: "frame"; src: string };

export function videoEmbed(url: string): VideoEmbed {
  const youtube = url.match(/^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{11})/);
  if (youtube) {
    const id = youtube[1];
    return {
      kind: "frame",
      src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&loop=1&playlist=${id}&rel=0`,
    };
  }
  const vimeo = url.match(/^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/);
  if (vimeo) return { kind: "frame", src: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&loop=1` };
  return { kind: "file", src: url };
}
