import type { Page } from "@playwright/test";
import { expect, test, waitForQuietNetwork } from "./fixtures.ts";
import { gotoHydrated, manifest } from "./helpers.ts";

/**
 * The visual check: one page of every template at a phone's width and a laptop's, failing on
 * sideways scroll, on text drawn over another element's box, and on pictures far wider than the
 * slot they are shown in.
 */
const WIDTHS = [390, 1366];
const onePerTemplate = [...new Map(manifest.map((entry) => [entry.template, entry])).values()];

/** Brings every lazy picture in, then returns to the top. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await waitForQuietNetwork(page);
  await page.evaluate(() =>
    Promise.all(
      // A lazy picture that is not laid out (display: none at this width) never loads.
      [...document.images].map((img) =>
        img.complete || img.getClientRects().length === 0
          ? null
          : new Promise((resolve) => img.addEventListener("load", resolve, { once: true })),
      ),
    ),
  );
}

/** Every place where a line of text overlaps another element's box or another element's text. */
function textOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 3; // px: glyph boxes of tightly set lines may touch
    // Each element's style is read once: the walks below climb the same ancestors for every line
    // of text, which on a long page was most of this check's time.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let style = styles.get(el);
      if (!style) styles.set(el, (style = getComputedStyle(el)));
      return style;
    };
    const shownCache = [new Map<Element, boolean>(), new Map<Element, boolean>()];
    const shown = (el: Element | null, decorations: boolean): boolean => {
      if (!el) return true;
      const cache = shownCache[decorations ? 1 : 0]!;
      let result = cache.get(el);
      if (result === undefined) {
        const style = styleOf(el);
        result =
          style.display !== "none" &&
          style.visibility !== "hidden" &&
          Number(style.opacity) !== 0 &&
          // Fixed layers (header, toasts) float over the page by design. Text in a layer that takes
          // no clicks (the hero's badges) is drawn over the picture on purpose; as an obstacle, such
          // a layer's shapes still count.
          style.position !== "fixed" &&
          (decorations || style.pointerEvents !== "none") &&
          shown(el.parentElement, decorations);
        cache.set(el, result);
      }
      return result;
    };
    const visible = (el: Element, decorations = false) =>
      // A closed <details> lays out its content but never draws it.
      !(el.closest("details:not([open])") && !el.closest("summary")) && shown(el, decorations);
    // The area inside every ancestor that clips its overflow (a closed accordion, visually hidden
    // text), or null where nothing clips.
    const clips = new Map<Element, DOMRect | null>();
    const clipOf = (el: Element | null): DOMRect | null => {
      if (!el) return null;
      if (clips.has(el)) return clips.get(el)!;
      const outer = clipOf(el.parentElement);
      const style = styleOf(el);
      let clip = outer;
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const own = el.getBoundingClientRect();
        clip = outer ? intersect(own, outer) : own;
      }
      clips.set(el, clip);
      return clip;
    };
    // Width and height stay at zero or more: an empty area must stay empty when clipped again.
    const intersect = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const top = Math.max(a.top, b.top);
      const width = Math.max(0, Math.min(a.right, b.right) - left);
      return new DOMRect(left, top, width, Math.max(0, Math.min(a.bottom, b.bottom) - top));
    };
    // What of a box can be seen: the part inside the clip of the element and its ancestors.
    const seen = (el: Element, rect: DOMRect): DOMRect | null => {
      const clip = clipOf(el);
      const part = clip ? intersect(rect, clip) : rect;
      return part.width > 2 && part.height > 2 ? part : null;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? el.getAttribute("alt") ?? "").trim().slice(0, 40)}"`;
    type Box = { el: Element; rect: DOMRect };
    const texts: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(el.tagName)) continue;
      if (!visible(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const rect = seen(el, box);
        if (rect) texts.push({ el, rect });
      }
    }
    // Boxes text must stay off: pictures, controls and positioned decorations.
    const obstacles: Box[] = [];
    for (const el of document.body.querySelectorAll(
      "img, svg, video, input, select, textarea, [aria-hidden='true'], [aria-hidden='true'] div, [aria-hidden='true'] span",
    )) {
      if (!visible(el, true)) continue;
      const style = styleOf(el);
      if (el.closest("[aria-hidden='true']") && el.tagName !== "svg") {
        // A decoration is in the way when it draws a sharp shape: an outline or a solid fill.
        // Containers that draw nothing, and soft blurred glows, are not.
        const outlined = parseFloat(style.borderTopWidth) > 0 && !/rgba\(.*, 0\)$/.test(style.borderTopColor);
        const filled =
          !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) && style.filter === "none";
        if (style.position !== "absolute" || !(outlined || filled)) continue;
      }
      const rect = seen(el, el.getBoundingClientRect());
      if (rect) obstacles.push({ el, rect });
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    const found = new Set<string>();
    // The boxes' geometry first, the DOM's family tree only for boxes that overlap.
    for (const text of texts) {
      for (const obstacle of obstacles)
        if (overlap(text.rect, obstacle.rect) && !related(text.el, obstacle.el))
          found.add(`${name(text.el)} over ${name(obstacle.el)}`);
    }
    // Top to bottom, each line against the lines that start before it ends.
    texts.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < texts.length; i++) {
      const a = texts[i]!;
      for (let j = i + 1; j < texts.length && texts[j]!.rect.top < a.rect.bottom - SLACK; j++) {
        const b = texts[j]!;
        if (overlap(a.rect, b.rect) && !related(a.el, b.el)) found.add(`${name(a.el)} over ${name(b.el)}`);
      }
    }
    return [...found];
  });
}

/** Pictures whose chosen file is over 1.5 times wider than the box it is drawn in (at 1x). */
function oversizedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter(
        (img) => img.currentSrc && !img.currentSrc.endsWith(".svg") && img.getBoundingClientRect().width > 0,
      )
      .flatMap((img) => {
        const box = img.getBoundingClientRect();
        // object-fit: cover draws the picture larger than its box when the proportions differ.
        const scale =
          getComputedStyle(img).objectFit === "cover"
            ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
            : box.width / img.naturalWidth;
        const drawn = img.naturalWidth * scale;
        const ratio = img.naturalWidth / drawn;
        return ratio > 1.5
          ? [`${img.currentSrc}: ${img.naturalWidth} px file drawn ${Math.round(drawn)} px wide`]
          : [];
      }),
  );
}

/** Inputs whose placeholder is wider than the room the input gives it. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]")]
      .filter((input) => input.offsetWidth > 0)
      .flatMap((input) => {
        const style = getComputedStyle(input, "::placeholder");
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        const needed = context.measureText(input.placeholder).width;
        return needed > room
          ? [`${input.id || input.name}: "${input.placeholder}" needs ${Math.ceil(needed)} px of ${room}`]
          : [];
      });
  });
}

for (const entry of onePerTemplate) {
  test(
    `${entry.template} (${entry.path}) has no sideways scroll, no overlapping text and no oversized pictures at ${WIDTHS.join(" and ")} px`,
    { tag: "@com" },
    async ({ page }) => {
      test.setTimeout(60_000);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, entry.path);
        await loadWholePage(page);
        const at = `${entry.path} at ${width} px`;
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${at}: page wider than the screen`).toBeLessThanOrEqual(clientWidth);
        expect(await textOverlaps(page), `${at}: text overlapping`).toEqual([]);
        expect(await oversizedPictures(page), `${at}: pictures wider than their slot`).toEqual([]);
        expect(await cutPlaceholders(page), `${at}: placeholders cut off`).toEqual([]);
      }
    },
  );
}
