/**
 * Flat garment silhouettes for catalogue cards, proofs and the designer canvas. Each is drawn in a
 * 200x220 box (the cap sits in its middle) so callers can size them alike, and shaded from its own
 * colour so a black tee reads on the navy card and a white one on the light portal.
 */

export type GarmentKind = "tee" | "polo" | "hoodie" | "sweatshirt" | "softshell" | "vest" | "cap" | "tote";

/** The drawing box; `garment` scales it to the width asked for. */
export const GARMENT_BOX = { w: 200, h: 220 } as const;

/** Where logos sit, in box units: the wearer's left chest is on the viewer's right. */
export const PLACEMENT = {
  leftChest: { x: 128, y: 74 },
  fullFront: { x: 100, y: 112 },
  capFront: { x: 100, y: 112 },
} as const;

function channels(hex: string): number[] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blend two #rrggbb colours; t = 0 gives `a`. */
function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((v, i) => Math.round(v + (cb[i] - v) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

const isDark = (hex: string) => {
  const [red, green, blue] = channels(hex);
  return 0.299 * red + 0.587 * green + 0.114 * blue < 110;
};

/** Seams and outline: lighter than a dark garment, darker than a light one. */
const seam = (colour: string) =>
  isDark(colour) ? mix(colour, "#ffffff", 0.3) : mix(colour, "#000000", 0.22);
const shadow = (colour: string) => mix(colour, "#000000", isDark(colour) ? 0.35 : 0.12);

const TEE_BODY =
  "M72 16Q100 40 128 16L166 30L197 76L170 96L156 82L156 212Q100 218 44 212L44 82L30 96L3 76L34 30Z";
const LONG_SLEEVE_BODY =
  "M70 18Q100 40 130 18L164 30Q182 38 186 70L198 196L176 200L160 102L156 102L156 212Q100 218 44 212L44 102L40 102L24 200L2 196L14 70Q18 38 36 30Z";

function kindPaths(kind: GarmentKind, colour: string): string {
  const s = seam(colour);
  const d = shadow(colour);
  const fill = (path: string, paint = colour) =>
    `<path d="${path}" fill="${paint}" stroke="${s}" stroke-width="2" stroke-linejoin="round"/>`;
  const stroke = (path: string, width = 2, paint = s) =>
    `<path d="${path}" fill="none" stroke="${paint}" stroke-width="${width}" stroke-linecap="round"/>`;
  switch (kind) {
    case "tee":
      return fill(TEE_BODY) + stroke("M72 16Q100 40 128 16", 5, d) + stroke("M44 82L44 96M156 82L156 96", 2);
    case "polo":
      return (
        fill(
          "M72 16L100 40L128 16L166 30L197 76L170 96L156 82L156 212Q100 218 44 212L44 82L30 96L3 76L34 30Z",
        ) +
        fill("M72 16Q100 6 128 16L122 22Q100 14 78 22Z", d) +
        fill("M72 16L100 40L84 50Z") +
        fill("M128 16L100 40L116 50Z") +
        fill("M96 40L104 40L104 84L96 84Z", d) +
        `<circle cx="100" cy="56" r="2.6" fill="${s}"/><circle cx="100" cy="72" r="2.6" fill="${s}"/>`
      );
    case "hoodie":
      return (
        fill("M64 28Q60 2 100 0Q140 2 136 28Z", d) +
        fill(LONG_SLEEVE_BODY) +
        fill("M70 18Q100 52 130 18Q124 4 100 4Q76 4 70 18Z", d) +
        stroke("M92 40L90 80M108 40L110 80", 2.5) +
        stroke("M64 152L136 152L148 196L52 196Z", 2) +
        stroke("M46 204L154 204M26 190L40 193M174 190L160 193", 2)
      );
    case "sweatshirt":
      return (
        fill(LONG_SLEEVE_BODY) +
        stroke("M70 18Q100 40 130 18", 6, d) +
        stroke("M46 204L154 204M26 190L40 193M174 190L160 193", 2)
      );
    case "softshell":
      return (
        fill(LONG_SLEEVE_BODY) +
        fill("M70 18L70 6Q100 0 130 6L130 18Q100 30 70 18Z", d) +
        stroke("M100 24L100 214", 2.5, d) +
        stroke("M118 64L146 58M56 150L74 196M144 150L126 196", 2)
      );
    case "vest":
      return (
        fill("M70 14Q100 64 130 14L152 18Q150 60 164 84L164 212Q100 218 36 212L36 84Q50 60 48 18Z") +
        `<path d="M36 150L164 150L164 166L36 166ZM36 182L164 182L164 198L36 198Z" fill="#cbd5e1" stroke="#94a3b8" stroke-width="1.5"/>` +
        `<path d="M58 22L64 148M142 22L136 148" stroke="#cbd5e1" stroke-width="10"/>` +
        stroke("M100 58L100 212", 2.5, d)
      );
    case "cap":
      // Three-quarter side view: a flat front view of a cap reads as a helmet.
      return (
        fill("M6 162Q4 58 90 54Q164 58 166 152L166 162Z") +
        stroke("M90 54Q56 98 52 160M90 54Q124 100 122 158", 2) +
        `<circle cx="90" cy="54" r="7" fill="${d}"/>` +
        fill("M128 148Q176 136 198 158Q202 174 182 178Q150 180 128 168Z", d) +
        stroke("M8 162L164 162", 4, d)
      );
    case "tote":
      return (
        stroke("M70 76Q70 16 100 16Q130 16 130 76", 9, d) +
        fill("M36 72L164 72L172 212L28 212Z") +
        stroke("M36 84L164 84", 2)
      );
  }
}

/** A garment with its box's top-left at x, y, scaled to `w` px wide. */
export function garment(kind: GarmentKind, x: number, y: number, w: number, colour: string): string {
  const scale = w / GARMENT_BOX.w;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${kindPaths(kind, colour)}</g>`;
}
