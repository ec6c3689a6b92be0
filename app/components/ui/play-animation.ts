/**
 * Plays one Lottie animation on a canvas with the dotLottie web player. This module is its own
 * chunk (the player's script and, through `?url`, its binary with a content hash), imported only
 * when an animation comes near the screen.
 *
 * The player logs every failure of its own as console.error, so the animation file and the binary
 * are checked here first, and a failure becomes one console.warn and the still picture.
 */
import { DotLottie } from "@lottiefiles/dotlottie-web";
import selfHostedWasmUrl from "@lottiefiles/dotlottie-web/dotlottie-player.wasm?url";
import { PLAYER_CDN_WASM_URL } from "#app/core/media/index.ts";

export type PlayOptions = {
  canvas: HTMLCanvasElement;
  /** The animation's JSON, on this site. */
  src: string;
  /** The first frame is on the canvas: time to show it over the still picture. */
  onFirstFrame: () => void;
  /** Nothing more will be drawn: the still picture stays. */
  onFailure: () => void;
};

const answers = (url: string, method: "GET" | "HEAD") =>
  fetch(url, { method }).then(
    (response) => response.ok,
    () => false,
  );

/** The binary the players use: the site's own copy, else the CDN's, else none (decided once per page). */
let wasmChoice: Promise<string | null> | null = null;
function chooseWasm(): Promise<string | null> {
  wasmChoice ??= (async () => {
    for (const url of [selfHostedWasmUrl, PLAYER_CDN_WASM_URL]) {
      if (await answers(url, "HEAD")) return url;
      console.warn(`Animation player: ${url} did not answer`);
    }
    return null;
  })();
  return wasmChoice;
}

async function animationData(src: string): Promise<string | null> {
  try {
    const response = await fetch(src);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** Starts the animation; the returned function stops it and frees the player. */
export function playAnimation({ canvas, src, onFirstFrame, onFailure }: PlayOptions): () => void {
  let player: DotLottie | null = null;
  let stopped = false;
  const fail = (message: string) => {
    console.warn(`Animation ${src}: ${message}; showing its still picture`);
    player?.destroy();
    player = null;
    if (!stopped) onFailure();
  };

  const start = (wasmUrl: string, data: string, retried: boolean) => {
    DotLottie.setWasmUrl(wasmUrl);
    const current = new DotLottie({
      canvas,
      data,
      autoplay: true,
      loop: true,
      renderConfig: { autoResize: true, freezeOnOffscreen: true },
    });
    player = current;
    let drawn = false;
    current.addEventListener("render", () => {
      if (drawn) return;
      drawn = true;
      onFirstFrame();
    });
    current.addEventListener("loadError", ({ error }) => {
      // The site's copy of the binary answered but would not load: once more from the CDN.
      if (!retried && wasmUrl !== PLAYER_CDN_WASM_URL && /wasm/i.test(error.message)) {
        current.destroy();
        wasmChoice = Promise.resolve(PLAYER_CDN_WASM_URL);
        if (!stopped) start(PLAYER_CDN_WASM_URL, data, true);
        return;
      }
      fail(error.message);
    });
    current.addEventListener("renderError", ({ error }) => fail(error.message));
  };

  void Promise.all([animationData(src), chooseWasm()]).then(([data, wasmUrl]) => {
    if (stopped) return;
    if (data === null) fail("Failed to load animation data");
    else if (wasmUrl === null) fail("Failed to load wasm module from the site or the CDN");
    else start(wasmUrl, data, false);
  });

  return () => {
    stopped = true;
    player?.destroy();
    player = null;
  };
}
