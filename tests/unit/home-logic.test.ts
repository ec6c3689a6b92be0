import { describe, expect, it } from "vitest";
import { maxBoxesOnBelt, nextSpawnDelay, travelTime } from "#app/components/home/conveyor-timing.ts";
import { CONVEYOR } from "#app/core/spec/index.ts";
import { videoEmbed } from "#app/core/media/index.ts";

describe("conveyor timing (the product's timing constants)", () => {
  it.each([
    ["desktop", CONVEYOR.desktop, [2000, 3500], [7000, 10000]],
    ["mobile", CONVEYOR.mobile, [1800, 3000], [5000, 7000]],
  ] as const)("%s: a box every %j ms, crossing in %j ms", (_, timing, spawn, travel) => {
    expect(nextSpawnDelay(timing, () => 0)).toBe(spawn[0]);
    expect(nextSpawnDelay(timing, () => 0.999999)).toBeCloseTo(spawn[1], 0);
    expect(travelTime(timing, () => 0)).toBe(travel[0]);
    expect(travelTime(timing, () => 0.999999)).toBeCloseTo(travel[1], 0);
  });

  it("bounds the belt by the longest trip over the shortest gap", () => {
    expect(maxBoxesOnBelt(CONVEYOR.desktop)).toBe(6);
    expect(maxBoxesOnBelt(CONVEYOR.mobile)).toBe(5);
  });
});

describe("videoEmbed", () => {
  it("plays our own files and other https video files in a <video>", () => {
    expect(videoEmbed("/videos/testimonial-agame.mp4")).toEqual({
      kind: "file",
      src: "/videos/testimonial-agame.mp4",
    });
    expect(videoEmbed("https://cdn.example.com/story.webm")).toEqual({
      kind: "file",
      src: "https://cdn.example.com/story.webm",
    });
  });

  it("embeds YouTube (privacy-enhanced, looping) and Vimeo players", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
      kind: "frame",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&loop=1&playlist=dQw4w9WgXcQ&rel=0",
    });
    expect(videoEmbed("https://youtu.be/dQw4w9WgXcQ").kind).toBe("frame");
    expect(videoEmbed("https://vimeo.com/76979871")).toEqual({
      kind: "frame",
      src: "https://player.vimeo.com/video/76979871?autoplay=1&loop=1",
    });
  });
});
