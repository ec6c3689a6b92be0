/**
 * The hero's production board drawn for a narrow box (app/core/media/hero-image.ts): a phone, or
 * the hero's column beside the heading below 1280 px. Where the wide drawing (./dashboard-svg.ts)
 * would shrink to a strip of unreadable type, this one keeps two of its figures and one machine's
 * jobs, from the same data, in type that reads at the narrowest box: every label at least
 * TALL_MIN_LABEL px on the 720 px canvas, which a 320 px phone shows 288 px wide (9.6 px).
 */
import { HERO_IMAGE } from "#app/core/media/index.ts";
import { COLUMNS, KPIS, type Job } from "./dashboard-svg.ts";
import { bar, baseline, button, C, circle, pill, rect, text } from "#scripts/assets/images/screens/draw.ts";

const { width: W, height: H } = HERO_IMAGE.tall;
const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";
/** The smallest label, in canvas px (checked by scripts/assets/images/render.ts before rendering). */
export const TALL_MIN_LABEL = 24;
const PAD = 36;
const INNER = W - 2 * PAD;

function topBar(): string {
  return [
    `<path d="M0 28a28 28 0 0 1 28-28h${W - 56}a28 28 0 0 1 28 28v68H0z" fill="${C.rail}"/>`,
    rect(PAD, 26, 44, 44, { fill: C.blue, rx: 11 }),
    `<path d="M47 40h22M58 40v20" stroke="#fff" stroke-width="4.4" stroke-linecap="round"/>`,
    text(PAD + 58, 59, "Tracker", { size: 30, bold: true, fill: C.white }),
    button(W - PAD, 48, "+ New job", { align: "end", h: 50, size: TALL_MIN_LABEL }),
  ].join("");
}

function kpiTile(x: number, y: number, w: number, kpi: (typeof KPIS)[number]): string {
  return [
    rect(x, y, w, 150, { fill: C.card, stroke: C.cardLine, rx: 18 }),
    rect(x + 22, y + 30, 12, 12, { fill: kpi.tone, rx: 3 }),
    text(x + 44, y + 44, kpi.label, { size: TALL_MIN_LABEL, fill: C.muted, max: w - 66 }),
    text(x + 22, y + 100, kpi.value, { size: 56, bold: true, fill: C.white, max: w - 44 }),
    text(x + 22, y + 134, kpi.note, { size: TALL_MIN_LABEL, fill: kpi.tone, max: w - 44 }),
  ].join("");
}

function jobCard(x: number, y: number, w: number, job: Job): string {
  const size = TALL_MIN_LABEL;
  return [
    rect(x, y, w, 136, { fill: C.card, stroke: C.cardLine, rx: 16 }),
    rect(x, y + 16, 5, 44, { fill: job.tone, rx: 2.5 }),
    text(x + 24, y + 42, `${job.id}  ${job.customer}`, { size: 26, bold: true, fill: C.text, max: w - 48 }),
    text(x + 24, y + 76, job.item, { size, fill: C.muted, max: w - 48 }),
    pill(x + 24, y + 104, job.status, job.tone, { size }),
    text(x + w - 24, baseline(y + 104, size), job.due, { size, fill: C.soft, anchor: "end" }),
    job.progress > 0 ? bar(x + 24, y + 126, w - 48, job.progress, job.tone, 6) : "",
  ].join("");
}

function machineColumn(y: number): string {
  const column = COLUMNS[0]!;
  const parts = [
    rect(PAD, y, INNER, H - y - PAD, { fill: C.well, stroke: C.wellLine, rx: 20 }),
    text(PAD + 24, y + 48, column.machine, { size: 28, bold: true, fill: C.white, max: INNER - 120 }),
    text(PAD + 24, y + 82, column.kind, { size: TALL_MIN_LABEL, fill: C.muted }),
    circle(W - PAD - 44, y + 40, 20, { fill: C.raised }),
    text(W - PAD - 44, baseline(y + 40, TALL_MIN_LABEL), String(column.jobs.length), {
      size: TALL_MIN_LABEL,
      bold: true,
      fill: C.soft,
      anchor: "middle",
    }),
  ];
  column.jobs.forEach((job, i) => parts.push(jobCard(PAD + 18, y + 108 + i * 148, INNER - 36, job)));
  return parts.join("");
}

export function dashboardTallSvg(): string {
  const tileW = (INNER - 20) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.bg}"/><stop offset="1" stop-color="${C.bgEnd}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" rx="28" fill="url(#bg)"/>`,
    topBar(),
    text(PAD, 160, "Production board", { size: 40, bold: true, fill: C.white }),
    text(PAD, 198, "Tuesday 14 October · Manchester shop", {
      size: TALL_MIN_LABEL,
      fill: C.muted,
      max: INNER,
    }),
    kpiTile(PAD, 226, tileW, KPIS[0]!),
    kpiTile(PAD + tileW + 20, 226, tileW, KPIS[1]!),
    machineColumn(400),
    "</svg>",
  ].join("\n");
}
