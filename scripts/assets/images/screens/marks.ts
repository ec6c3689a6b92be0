/**
 * The customers' logos: simple abstract marks in their thread or ink colours, drawn in a 100x100
 * box. Several screens show the same customer, so the marks and colours live here once and a logo
 * looks the same in the library, on a proof and in the artwork queue.
 */

export type Thread = { name: string; hex: string };
export type MarkKind = "crest" | "tooth" | "river" | "kestrel" | "summit" | "flask" | "leaf" | "burst";

/** Each customer's mark and the colours it is stitched or printed in, darkest first. */
export const BRAND: Record<string, { kind: MarkKind; colours: Thread[] }> = {
  "Harbour FC": {
    kind: "crest",
    colours: [
      { name: "Navy 1966", hex: "#1e3a8a" },
      { name: "Gold 1951", hex: "#facc15" },
      { name: "White 1801", hex: "#f8fafc" },
    ],
  },
  "Northgate Dental": {
    kind: "tooth",
    colours: [
      { name: "Teal 1846", hex: "#0d9488" },
      { name: "White 1801", hex: "#f8fafc" },
      { name: "Mint 1750", hex: "#99f6e4" },
    ],
  },
  "Riverside School": {
    kind: "river",
    colours: [
      { name: "Forest 1794", hex: "#166534" },
      { name: "Sky 1829", hex: "#38bdf8" },
      { name: "Lemon 1924", hex: "#fde047" },
    ],
  },
  "Kestrel Logistics": {
    kind: "kestrel",
    colours: [
      { name: "Charcoal 1811", hex: "#1f2937" },
      { name: "Orange 1878", hex: "#f97316" },
    ],
  },
  "Summit Run 10K": {
    kind: "summit",
    colours: [
      { name: "PMS 2665 Violet", hex: "#7c3aed" },
      { name: "PMS 298 Blue", hex: "#38bdf8" },
      { name: "White", hex: "#f8fafc" },
    ],
  },
  "Brew Lab": {
    kind: "flask",
    colours: [
      { name: "PMS 469 Brown", hex: "#78350f" },
      { name: "PMS 130 Amber", hex: "#f59e0b" },
      { name: "PMS 7401 Cream", hex: "#fef3c7" },
    ],
  },
  "Alder & Co": {
    kind: "leaf",
    colours: [
      { name: "Pine 1832", hex: "#15803d" },
      { name: "Lime 1769", hex: "#a3e635" },
    ],
  },
  "Lumen Studio": {
    kind: "burst",
    colours: [
      { name: "Magenta", hex: "#ec4899" },
      { name: "Yellow", hex: "#facc15" },
    ],
  },
};

function markPaths(kind: MarkKind, c: string[]): string {
  const [a, b, w = "#f8fafc"] = c;
  switch (kind) {
    case "crest":
      return (
        `<path d="M50 4L90 16L90 50Q90 82 50 96Q10 82 10 50L10 16Z" fill="${a}" stroke="${b}" stroke-width="6" stroke-linejoin="round"/>` +
        `<path d="M50 20L55 32L68 32L58 40L62 53L50 45L38 53L42 40L32 32L45 32Z" fill="${b}"/>` +
        `<path d="M22 62Q32 54 42 62T62 62T82 62M26 76Q36 68 46 76T66 76T78 74" fill="none" stroke="${w}" stroke-width="5" stroke-linecap="round"/>`
      );
    case "tooth":
      return (
        `<rect x="4" y="4" width="92" height="92" rx="24" fill="${a}"/>` +
        `<path d="M28 28Q39 18 50 26Q61 18 72 28Q82 44 72 62Q68 84 60 82Q57 64 50 64Q43 64 40 82Q32 84 28 62Q18 44 28 28Z" fill="${b}"/>` +
        `<path d="M74 14L77 22L85 25L77 28L74 36L71 28L63 25L71 22Z" fill="${w}"/>`
      );
    case "river":
      return (
        `<circle cx="50" cy="50" r="46" fill="${a}"/>` +
        `<circle cx="50" cy="40" r="16" fill="${w}"/>` +
        `<path d="M10 64Q30 54 50 64T90 64L88 74Q70 64 50 74T12 74Z" fill="${b}"/>` +
        `<path d="M18 82Q34 76 50 82T82 82" fill="none" stroke="${b}" stroke-width="5" stroke-linecap="round"/>`
      );
    case "kestrel":
      return (
        `<rect x="4" y="4" width="92" height="92" rx="20" fill="${a}"/>` +
        `<path d="M12 60L50 26L88 60L70 60L50 44L30 60Z" fill="${b}"/>` +
        `<path d="M38 64L50 84L62 64Z" fill="${b}"/>`
      );
    case "summit":
      return (
        `<circle cx="76" cy="22" r="9" fill="${b}"/>` +
        `<path d="M4 88L40 28L76 88Z" fill="${a}"/>` +
        `<path d="M42 88L68 46L96 88Z" fill="${b}"/>` +
        `<path d="M40 28L51 46L45 42L40 48L34 42L29 46Z" fill="${w}"/>`
      );
    case "flask":
      return (
        `<circle cx="50" cy="50" r="46" fill="${a}"/>` +
        `<path d="M31 64L69 64L76 78Q78 84 72 84L28 84Q22 84 24 78Z" fill="${b}"/>` +
        `<path d="M38 16L62 16M44 16L44 42L24 78Q21 86 29 86L71 86Q79 86 76 78L56 42L56 16" fill="none" stroke="${w}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<circle cx="46" cy="54" r="4" fill="${w}"/><circle cx="56" cy="46" r="3" fill="${w}"/>`
      );
    case "leaf":
      return (
        `<circle cx="50" cy="50" r="44" fill="none" stroke="${a}" stroke-width="6"/>` +
        `<path d="M50 16Q82 42 50 84Q18 42 50 16Z" fill="${a}"/>` +
        `<path d="M50 30L50 78M50 50L62 40M50 62L38 52" fill="none" stroke="${b}" stroke-width="4" stroke-linecap="round"/>`
      );
    case "burst":
      return (
        `<path d="M50 4L56 36L82 18L64 44L96 50L64 56L82 82L56 64L50 96L44 64L18 82L36 56L4 50L36 44L18 18L44 36Z" fill="${b}"/>` +
        `<circle cx="50" cy="50" r="18" fill="${a}"/>`
      );
  }
}

/**
 * A customer's mark with its top-left at x, y, `size` px square; `colours` recolours it, for a
 * one-colour or a team variant of the same logo.
 */
export function mark(customer: string, x: number, y: number, size: number, colours?: string[]): string {
  const brand = BRAND[customer];
  if (!brand) throw new Error(`No mark for ${customer}`);
  colours ??= brand.colours.map((t) => t.hex);
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${markPaths(brand.kind, colours)}</g>`;
}
