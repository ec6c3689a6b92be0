/**
 * Advance widths of DejaVu Sans, the face librsvg falls back to for our font stack on the machine
 * that renders (Liberation Sans and Arial are narrower, so text that fits here fits there too).
 * Measuring lets the drawings right-align numbers, size pills to their labels and refuse text that
 * would overflow its box, instead of guessing from a character count.
 * Widths are in thousandths of an em; ASCII holds code points 32 to 126 in order.
 */
type Face = { ascii: number[]; other: Record<string, number> };

const FACES: Record<"regular" | "bold", Face> = {
  regular: {
    ascii: [
      318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636,
      636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752,
      295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
      838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411,
      521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    ],
    other: {
      "·": 318,
      "…": 1000,
      "×": 838,
      "—": 1000,
      "–": 500,
      "’": 318,
      "•": 590,
      "→": 838,
      "€": 636,
      "£": 636,
      "½": 969,
      "°": 500,
    },
  },
  bold: {
    ascii: [
      348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696,
      696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821,
      837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457,
      365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
      716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
    ],
    other: {
      "·": 380,
      "…": 1000,
      "×": 838,
      "—": 1000,
      "–": 500,
      "’": 380,
      "•": 639,
      "→": 838,
      "€": 696,
      "£": 696,
      "½": 1035,
      "°": 500,
    },
  },
};

/** Width in px of `s` set at `size` px; unknown characters count as a full em, erring wide. */
export function textWidth(s: string, size: number, bold = false): number {
  const face = FACES[bold ? "bold" : "regular"];
  let units = 0;
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? face.ascii[code - 32] : (face.other[ch] ?? 1000);
  }
  return (units * size) / 1000;
}
