import { expect, test } from "./fixtures.ts";
import { maxBoxesOnBelt } from "#app/components/home/conveyor-timing.ts";
import {
  CONVEYOR,
  HERO_IMAGE_PLACEHOLDER_PX,
  MOBILE_WELCOME_DELAY_MS,
  REVEAL_STAGGER_LIMIT,
  REVEAL_STAGGER_MS,
  REVEAL_VIEWPORT_FRACTION,
} from "#app/core/spec/index.ts";
import { langTag, localeOf } from "#app/core/locale/index.ts";
import { ANIMATIONS } from "#app/core/media/index.ts";
import { HERO_IMAGE } from "#app/core/media/index.ts";
import { CLIP_FRAME, CLIP_TIMING, isOwnClip } from "#app/core/media/index.ts";
import { TALL_MIN_LABEL } from "#scripts/assets/images/dashboard-tall-svg.ts";
import { axeViolations } from "./axe.ts";
import {
  content,
  domainOf,
  gotoHydrated,
  installPausedClock,
  seedStorage,
  spelledFor,
  watchConsole,
} from "./helpers.ts";

const { home } = content.data;
/** Playwright's fake clock runs animation frames every 16 ms. */
const ANIMATION_FRAME_MS = 16;

test.describe("home page without JavaScript (the prerendered HTML)", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test(
    "shows every string the home page must show, and nothing is hidden waiting for a script",
    { tag: "@each-domain" },
    async ({ page }, testInfo) => {
      const { domain } = domainOf(testInfo);
      const s = (text: string) => spelledFor(domain, text);
      await page.goto("/");
      const main = page.locator("main");
      await expect(page.locator("h1")).toHaveText(
        s("The #1 Software Platform for Garment Decorators & Orders"),
      );
      const strings = [
        "AUTOMATE. ORGANIZE. SIMPLIFY.",
        "Enterprise Grade Production",
        "Smart Machine Management",
        "Trusted by leading garment decorators worldwide",
        "New Features",
        "Real-time Updates",
        "Advanced Security",
        "Get Started",
        "Contact Sales",
        "PRODUCTION",
        "Upload & Organize",
        "Create Proofs",
        "Get Approvals",
        "Track Production",
        "1.5M+",
        "orders processed",
        "2M+",
        "garments designed",
        "7.3%",
        "average profit increase",
        "32%",
        "average time saved",
        "65%",
        "less design time",
        "3x",
        "faster approvals",
        "45%",
        "more production capacity",
        "E-commerce Platforms",
        "Shipping Platform",
        "Wholesale Garment Suppliers",
        "Accounting Software",
        "Design Software",
        "Embroidery Machine Delivery",
        "View all modules",
        "Read More Case Studies",
        home.hero.description,
        home.closing.heading,
      ];
      for (const text of strings)
        await expect(main.getByText(s(text), { exact: true }).first(), text).toBeAttached();
      // "Learn More" carries hidden words after it, so the link makes sense on its own.
      await expect(main.getByRole("link", { name: /^Learn More / })).toHaveAttribute("href", "/about");
      // Each testimonial names its company (the hero's customer strip may name it too).
      const results = main.getByRole("region", { name: home.results.heading });
      for (const t of home.results.testimonials) {
        await expect(results.getByText(t.company, { exact: true })).toBeVisible();
        await expect(main.getByText(new RegExp(`^${t.person}, `))).toBeVisible();
      }
      // Revealed-on-scroll sections and the dashboard picture are visible as they are.
      await expect(main.getByText(s("Track Production"), { exact: true })).toBeVisible();
      await expect(main.getByText(s("Embroidery Machine Delivery"), { exact: true })).toBeVisible();
      expect(
        await main
          .getByText(s("Embroidery Machine Delivery"), { exact: true })
          .evaluate((el) => getComputedStyle(el.closest("li")!).opacity),
      ).toBe("1");
      await expect(page.getByRole("img", { name: s(home.hero.imageAlt) })).toBeVisible();
    },
  );
});

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("links: CTAs, module cards, View all modules, Learn More, Read More Case Studies", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const main = page.locator("main");
    await expect(main.locator("#hero-get-started")).toHaveAttribute("href", "/get-started");
    await expect(main.locator("#hero-contact-sales")).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "View all modules" })).toHaveAttribute("href", "/modules");
    await expect(main.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Read More Case Studies" })).toHaveAttribute(
      "href",
      "/case-studies",
    );
    const cards = main.locator('section[aria-labelledby="modules"] li a');
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/modules\/[a-z-]+$/);
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
  });

  for (const [id, path] of [
    ["hero-get-started", "/get-started"],
    ["hero-contact-sales", "/contact"],
  ] as const) {
    test(`${id} goes to ${path} and records a cta_click event when analytics is on`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { events: unknown[]; gtag: (...args: unknown[]) => void };
        w.events = [];
        w.gtag = (...args) => w.events.push(args);
      });
      await gotoHydrated(page, "/");
      await page.locator(`#${id}`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([
        ["event", "cta_click", { cta_id: id }],
      ]);
    });
  }

  test("a CTA still navigates with analytics off (no gtag, no error)", async ({ page }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    await page.locator("#closing-contact-sales").click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(errors).toEqual([]);
  });

  test("the workflow highlight moves on every 5 s through 5 positions", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    const steps = page.locator("[data-workflow-position] > li");
    const current = () =>
      steps.evaluateAll((items) => items.findIndex((li) => li.getAttribute("aria-current") === "step"));
    expect(await current()).toBe(0);
    await page.clock.runFor(4900);
    expect(await current()).toBe(0);
    // The walk is timed in animation frames (every 16 ms under the fake clock): each step lands on
    // the first frame at or after its 5 s mark, and the marks do not drift.
    await page.clock.runFor(100 + ANIMATION_FRAME_MS);
    await expect.poll(current).toBe(1);
    await page.clock.runFor(10_000);
    await expect.poll(current).toBe(3);
    await page.clock.runFor(5000); // the fifth position: every step done, none current
    await expect.poll(current).toBe(-1);
    await expect(steps.and(page.locator("[data-done]"))).toHaveCount(4);
    await page.clock.runFor(5000);
    await expect.poll(current).toBe(0);
  });

  test("a testimonial opens a video dialog that plays, loops, traps focus and closes", async ({ page }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    const play = page.getByRole("button", { name: "Play the Woolcool video" });
    await play.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", home.results.testimonials[0]!.videoUrl);
    expect(await video.evaluate((v: HTMLVideoElement) => v.loop && v.autoplay)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await page.getByRole("button", { name: "Play the Agame video" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400); // the backdrop
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("each of our testimonial clips plays with the quote as its captions, clear of the name line, and its transcript names the person", async ({
    page,
  }, testInfo) => {
    const { domain } = domainOf(testInfo);
    const say = (text: string) => spelledFor(domain, text);
    const errors = watchConsole(page);
    await gotoHydrated(page, "/");
    const clips = home.results.testimonials.filter((t) => isOwnClip(t.videoUrl));
    expect(clips.length).toBeGreaterThan(0);
    for (const item of clips) {
      await page
        .getByRole("button", { name: say(home.results.playVideo).replace("{company}", item.company) })
        .click();
      const dialog = page.getByRole("dialog");
      const video = dialog.locator("video");
      const track = video.locator('track[kind="captions"]');
      await expect(track).toHaveAttribute("label", say(home.results.captionsLabel));
      await expect(track).toHaveAttribute("srclang", langTag(localeOf(domain)));
      // HTMLTrackElement.LOADED: the captions file came (same origin, through the CSP) and parsed.
      await expect.poll(() => track.evaluate((t: HTMLTrackElement) => t.readyState)).toBe(2);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration > 0)).toBe(true);
      const captions = await video.evaluate((v: HTMLVideoElement) => ({
        mode: v.textTracks[0]!.mode,
        duration: v.duration,
        cues: [...v.textTracks[0]!.cues!].map((c) => ({
          start: c.startTime,
          end: c.endTime,
          text: (c as VTTCue).text.replace(/<[^>]*>/g, ""),
          // Where the cue's box starts, in % of the frame's height from the top (null: the default, at the foot).
          top: (c as VTTCue).snapToLines ? null : Number((c as VTTCue).line),
        })),
      }));
      expect(captions.mode).toBe("showing");
      expect(captions.cues.length).toBeGreaterThan(0);
      // The captions run to the clip's end and no further: they were timed with the clip.
      expect(captions.cues.at(-1)!.end).toBeCloseTo(captions.duration, 1);
      // They are the quote, after the title card (whose words the picture shows), and each sits
      // clear above the name line the picture carries.
      expect(captions.cues.map((c) => c.text).join(" ")).toBe(say(item.quote));
      expect(captions.cues[0]!.start).toBeGreaterThanOrEqual(CLIP_TIMING.titleSeconds);
      for (const cue of captions.cues)
        expect(cue.top ?? 100, cue.text).toBeLessThan(CLIP_FRAME.captionsLineLimitPercent);

      const transcript = dialog.locator("details");
      await dialog.getByText(say(home.results.transcriptLabel), { exact: true }).click();
      await expect(transcript).toHaveAttribute("open", "");
      await expect(transcript).toContainText(item.person);
      await expect(transcript).toContainText(say(item.quote));
      if (item === clips[0]) expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });

  test("the conveyor keeps a bounded number of boxes over a simulated minute, and stops off-screen", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await page.locator("[data-conveyor-belt]").scrollIntoViewIfNeeded();
    const boxes = page.locator("[data-conveyor-box]");
    const newestBox = async () =>
      Math.max(
        -1,
        ...(await boxes.evaluateAll((spans) =>
          spans.map((s) => Number(s.getAttribute("data-conveyor-box"))),
        )),
      );
    const counts: number[] = [];
    for (let second = 0; second < 60; second++) {
      await page.clock.runFor(1000);
      counts.push(await boxes.count());
    }
    expect(Math.max(...counts), `boxes on the belt each second: ${counts.join(",")}`).toBeLessThanOrEqual(
      maxBoxesOnBelt(CONVEYOR.desktop),
    );
    // One box at once, then one every 2-3.5 s: 18 to 31 boxes in a minute.
    const spawned = (await newestBox()) + 1;
    expect(spawned).toBeGreaterThanOrEqual(
      1 + Math.floor(60_000 / (CONVEYOR.desktop.spawnBaseMs + CONVEYOR.desktop.spawnJitterMs)),
    );
    expect(spawned).toBeLessThanOrEqual(1 + Math.ceil(60_000 / CONVEYOR.desktop.spawnBaseMs));

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The IntersectionObserver reports at the next rendering step, in real time; give it that.
    await page.waitForTimeout(500);
    const newestBeforeLeaving = await newestBox();
    await page.clock.runFor(30_000);
    expect(await newestBox()).toBeLessThanOrEqual(newestBeforeLeaving);
  });

  test("the conveyor pauses while the tab is hidden", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await page.locator("[data-conveyor-belt]").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const ids = () =>
      page
        .locator("[data-conveyor-box]")
        .evaluateAll((spans) => spans.map((s) => s.getAttribute("data-conveyor-box")).join(","));
    const before = await ids();
    await page.clock.runFor(15_000);
    expect(await ids()).toBe(before);
  });

  test("parallax shapes follow the pointer by (index + 1) × 5 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.move(960, 400); // halfway to the right edge (offset 0.5), level with the centre
    const shapes = page.locator("[data-parallax-shape]");
    await expect
      .poll(() => shapes.first().evaluate((el) => (el as HTMLElement).style.translate))
      .toBe("2.5px");
    expect(await shapes.nth(2).evaluate((el) => (el as HTMLElement).style.translate)).toBe("7.5px");
    await page.mouse.move(320, 200); // offset -0.5 across, -0.5 up
    await expect
      .poll(() => shapes.nth(1).evaluate((el) => (el as HTMLElement).style.translate))
      .toBe("-5px -5px");
  });

  test(`a group below the screen is revealed once its top is within ${REVEAL_VIEWPORT_FRACTION * 100} % of the viewport, its first ${REVEAL_STAGGER_LIMIT} items ${REVEAL_STAGGER_MS} ms apart`, async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const group = page.locator("[data-reveal]").last();
    const opacities = () =>
      group.evaluate((el) => [...el.children].map((child) => getComputedStyle(child).opacity));
    expect((await opacities()).length).toBeGreaterThan(1);
    expect(await group.getAttribute("data-revealed")).toBeNull();
    expect(new Set(await opacities()), "before the reveal").toEqual(new Set(["0"]));

    // Put the group's top just below the threshold, then just above it.
    const scrollTopTo = (fraction: number) =>
      group.evaluate((el, f) => {
        window.scrollBy({ top: el.getBoundingClientRect().top - f * innerHeight, behavior: "instant" });
        // Two frames: the observer reports after the frame that follows the scroll.
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, fraction);
    await scrollTopTo(REVEAL_VIEWPORT_FRACTION + 0.05);
    await page.waitForTimeout(200);
    expect(await group.getAttribute("data-revealed"), "revealed below the threshold").toBeNull();
    await scrollTopTo(REVEAL_VIEWPORT_FRACTION - 0.05);
    await expect(group).toHaveAttribute("data-revealed", "");
    const delays = await group.evaluate((el) =>
      [...el.children].map((child) => getComputedStyle(child).transitionDelay),
    );
    delays.forEach((itemDelay, i) => {
      const delay = i < REVEAL_STAGGER_LIMIT ? i * REVEAL_STAGGER_MS : 0;
      // One delay per transition (opacity and translate), or one for both.
      for (const each of itemDelay.split(", ")) expect(each, `item ${i + 1}`).toBe(`${delay / 1000}s`);
    });
    await expect.poll(async () => new Set(await opacities())).toEqual(new Set(["1"]));
  });

  test("once the dashboard picture is in, nothing on the page keeps turning", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator(".hero-frame")).toHaveAttribute("data-loaded", /.*/);
    await expect(page.locator(".hero-placeholder")).toHaveCSS("opacity", "0");
    const endless = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations === Infinity).length,
    );
    expect(endless).toBe(0);
  });

  test("while the workflow walks and the conveyor runs, the page does not ask for every frame", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counted = window as unknown as { frameRequests: number };
      counted.frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.frameRequests++;
        return request(callback);
      };
    });
    // The Lottie clips draw every frame while they play, as a video would; here they stay still.
    for (const { src } of Object.values(ANIMATIONS))
      await page.route(`**${src}`, (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated(page, "/");
    const belt = page.locator("[data-conveyor-belt]");
    await belt.scrollIntoViewIfNeeded();
    await expect(belt.locator("[data-conveyor-box]").first()).toBeAttached();
    const requests = () =>
      page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    const before = await requests();
    await page.waitForTimeout(2000);
    // Two seconds are about 120 frames. A spawn or a step asks for the few frames before it is due;
    // a wait that checked the time on every frame asked for all of them.
    expect(await requests()).toBeLessThan(before + 40);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("no animation repeats, so nothing wakes the page frame after frame", async ({ page }) => {
      await page.route(`**/${HERO_IMAGE.dir}/**`, () => {}); // the picture never arrives: its ring stays up
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await expect(page.locator(".hero-placeholder")).toHaveCSS("opacity", "1");
      const repeats = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let count = 0;
            document.addEventListener("animationiteration", () => count++, true);
            setTimeout(() => resolve(count), 1000);
          }),
      );
      expect(repeats).toBe(0);
    });

    test("the conveyor is a still picture and the shapes do not move", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.locator("[data-conveyor-belt]").scrollIntoViewIfNeeded();
      await page.mouse.move(960, 400);
      await page.waitForTimeout(3000);
      await expect(page.locator("[data-conveyor-box]")).toHaveCount(0);
      await expect(page.locator("[data-conveyor-belt] > span")).toHaveCount(4);
      expect(
        await page
          .locator("[data-parallax-shape]")
          .first()
          .evaluate((el) => (el as HTMLElement).style.translate),
      ).toBe("");
    });
  });

  test("no layout shift while the dashboard picture loads behind its 400 px placeholder", async ({
    page,
  }, testInfo) => {
    // A visitor in the build's own locale, as on the real domain: on the loopback host the browser's
    // language would switch .com to US spelling after hydration, rewrapping text mid-measurement.
    await seedStorage(page, { locale: localeOf(domainOf(testInfo).domain) });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${HERO_IMAGE.dir}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" }); // "load" would wait for the held picture
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
    );
    const frame = page.locator(".hero-frame");
    await expect(frame).not.toHaveAttribute("data-loaded", /.*/);
    expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(400);
    await expect(frame.locator(".hero-placeholder")).toHaveCSS("opacity", "1");
    // Let the column's entry animation (a transform, not a layout shift) finish before comparing boxes.
    await frame.evaluate((el) =>
      Promise.all(
        el
          .closest(".hero-enter")!
          .getAnimations()
          .map((a) => a.finished),
      ),
    );
    const before = await frame.boundingBox();
    // Count only what the picture's arrival moves: a busy machine may paint the header half-parsed
    // earlier, a shift of ten-thousandths that has nothing to do with the picture.
    await page.evaluate(() => ((window as unknown as { cls: number }).cls = 0));
    release();
    await expect(frame).toHaveAttribute("data-loaded", /.*/);
    await expect(frame.locator("img")).toHaveCSS("opacity", "1");
    expect(await frame.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  });
});

test("the dashboard picture fills its frame at every width, without bands, in type that reads on phones and tablets", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = page.locator(".hero-frame");
  const image = frame.locator("img");
  for (const width of [320, 390, 414, 639, 640, 767, 768, 820, 1024, 1279, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(frame).toHaveAttribute("data-loaded", /.*/);
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const box = img.parentElement!.parentElement!.getBoundingClientRect();
      return {
        src: img.currentSrc,
        picture: img.naturalWidth / img.naturalHeight,
        box: box.width / box.height,
        width: box.width,
        height: box.height,
      };
    });
    const at = `${width} px: ${shown.src}`;
    expect(shown.height, at).toBeGreaterThanOrEqual(HERO_IMAGE_PLACEHOLDER_PX);
    // The frame has the shown picture's proportions: no band above, below or beside it.
    expect(Math.abs(shown.box / shown.picture - 1), at).toBeLessThan(0.01);
    // Where the picture is narrower than 592 px (phones, tablets), the drawing for a narrow box
    // shows, and its smallest label is drawn at least 9 px tall.
    if (shown.width < 592) {
      expect(shown.src, at).toContain(`/${HERO_IMAGE.tall.name}-`);
      expect((TALL_MIN_LABEL * shown.width) / HERO_IMAGE.tall.width, at).toBeGreaterThanOrEqual(9);
    }
  }
});

test.describe("home page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the welcome toast leaves the hero's customer names and the whole dashboard in view", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(MOBILE_WELCOME_DELAY_MS + 100);
    const toast = page.locator("#notifications li");
    await expect(toast).toHaveCount(1);
    const covered = (await toast.boundingBox())!;
    const names = page.getByRole("listitem").filter({ hasText: home.hero.customers[0]! });
    for (const name of home.hero.customers) {
      const box = (await page.getByText(name, { exact: true }).first().boundingBox())!;
      const overlaps =
        box.x < covered.x + covered.width &&
        covered.x < box.x + box.width &&
        box.y < covered.y + covered.height &&
        covered.y < box.y + box.height;
      expect(overlaps, `${name} under the toast`).toBe(false);
    }
    await expect(names.first()).toBeVisible();
    // The dashboard picture is shown whole: it fits its frame rather than being cut at the frame's edge.
    const fit = await page.locator(".hero-frame img").evaluate((img) => getComputedStyle(img).objectFit);
    expect(fit).toBe("contain");
  });
});
