/**
 * Production: the scheduling board by machine on a Thursday morning, one column per machine with
 * its state and its jobs in running order. The hero shows a Tuesday; this is another day, drawn
 * larger, so the two pictures never look like copies.
 */
import { C, CONTENT, TONE, appFrame, bar, baseline, circle, pill, rect, stat, text } from "./draw.ts";

type Job = {
  no: string;
  customer: string;
  item: string;
  due: string;
  status: string;
  tone: string;
  /** Share of garments done; shown as a bar while the job runs. */
  progress?: number;
};

const KPIS = [
  { label: "Jobs on the floor", value: "14", note: "3 running", tone: TONE.info },
  { label: "Garments today", value: "1,184", note: "of 1,400", tone: TONE.art },
  { label: "On time this week", value: "97.8%", note: "+1.2 pts", tone: TONE.ok },
  { label: "At risk", value: "1 job", note: "#10481", tone: TONE.warn },
];

const MACHINES: { name: string; state: string; tone: string; jobs: Job[] }[] = [
  {
    name: "Tajima 15-head",
    state: "Embroidery · 850 spm",
    tone: TONE.ok,
    jobs: [
      {
        no: "#10499",
        customer: "Northgate Dental",
        item: "Softshell × 36",
        due: "1:00 pm",
        status: "Running",
        tone: TONE.ok,
        progress: 0.64,
      },
      {
        no: "#10479",
        customer: "Oakfield Golf",
        item: "Polo × 60",
        due: "4:30 pm",
        status: "Queued",
        tone: TONE.info,
      },
      {
        no: "#10474",
        customer: "Hartley Builders",
        item: "Beanie × 40",
        due: "Fri",
        status: "Stock picked",
        tone: TONE.art,
      },
    ],
  },
  {
    name: "Barudan 6-head",
    state: "Thread change",
    tone: TONE.warn,
    jobs: [
      {
        no: "#10481",
        customer: "Riverside School",
        item: "Sweatshirt × 80",
        due: "3:00 pm",
        status: "At risk",
        tone: TONE.warn,
        progress: 0.3,
      },
      {
        no: "#10476",
        customer: "Kestrel Logistics",
        item: "Softshell × 30",
        due: "Fri",
        status: "Queued",
        tone: TONE.info,
      },
    ],
  },
  {
    name: "M&R Sportsman EX",
    state: "Screen print · 6 colour",
    tone: TONE.ok,
    jobs: [
      {
        no: "#10501",
        customer: "Summit Run 10K",
        item: "Tee × 250",
        due: "Sat",
        status: "Running",
        tone: TONE.ok,
        progress: 0.38,
      },
      {
        no: "#10483",
        customer: "Harbour FC",
        item: "Tee × 180",
        due: "Fri",
        status: "Screens ready",
        tone: TONE.art,
      },
      {
        no: "#10480",
        customer: "Brew Lab",
        item: "Apron × 40",
        due: "Mon",
        status: "Queued",
        tone: TONE.info,
      },
    ],
  },
  {
    name: "Kornit Storm HD6",
    state: "Direct to garment",
    tone: TONE.ok,
    jobs: [
      {
        no: "#10490",
        customer: "Lumen Studio",
        item: "Tee × 24",
        due: "12:00 pm",
        status: "Running",
        tone: TONE.ok,
        progress: 0.8,
      },
      {
        no: "#10486",
        customer: "Agame club shop",
        item: "36 web orders",
        due: "3:00 pm",
        status: "Queued",
        tone: TONE.info,
      },
      {
        no: "#10477",
        customer: "Alder & Co",
        item: "Tee × 48",
        due: "Finished 9:20 am",
        status: "Done",
        tone: TONE.idle,
        progress: 1,
      },
    ],
  },
];

const CARD_H = 130;

function jobCard(x: number, y: number, w: number, job: Job): string {
  const parts = [
    rect(x, y, w, CARD_H, { fill: C.card, stroke: C.cardLine, rx: 10 }),
    rect(x, y + 14, 4, 34, { fill: job.tone, rx: 2 }),
    text(x + 16, y + 30, job.customer, { size: 16, bold: true, fill: C.white, max: w - 30 }),
    text(x + 16, y + 55, `${job.no} · ${job.item}`, { fill: C.soft, max: w - 30 }),
    pill(x + 16, y + 86, job.status, job.tone),
    text(x + w - 14, baseline(y + 86), job.status === "Done" ? job.due : `Due ${job.due}`, {
      fill: C.muted,
      anchor: "end",
    }),
  ];
  if (job.progress !== undefined) parts.push(bar(x + 16, y + 110, w - 32, job.progress, job.tone, 7));
  return parts.join("");
}

function board(x: number, y: number, w: number, h: number): string {
  const gap = 14;
  const colW = (w - gap * (MACHINES.length - 1)) / MACHINES.length;
  return MACHINES.map((m, i) => {
    const cx = x + i * (colW + gap);
    const parts = [
      rect(cx, y, colW, h, { fill: C.well, stroke: C.wellLine, rx: 14 }),
      text(cx + 16, y + 30, m.name, { size: 16, bold: true, fill: C.white, max: colW - 76 }),
      circle(cx + 21, y + 50, 5, { fill: m.tone }),
      text(cx + 32, y + 55, m.state, { size: 14, fill: C.muted, max: colW - 48 }),
      rect(cx + colW - 46, y + 14, 32, 24, { fill: C.raised, rx: 12 }),
      text(cx + colW - 30, baseline(y + 26, 14), String(m.jobs.length), {
        size: 14,
        bold: true,
        fill: C.soft,
        anchor: "middle",
      }),
    ];
    m.jobs.forEach((job, j) => parts.push(jobCard(cx + 10, y + 72 + j * (CARD_H + 12), colW - 20, job)));
    return parts.join("");
  }).join("");
}

export function productionSvg(): string {
  const gap = 16;
  const kpiW = (CONTENT.w - gap * 3) / 4;
  const kpis = KPIS.map((k, i) => stat(CONTENT.x + i * (kpiW + gap), CONTENT.y, kpiW, 84, k)).join("");
  const boardY = CONTENT.y + 100;
  return appFrame({
    slug: "production",
    title: "Production board",
    subtitle: "Thursday, October 16 · 10:40 am · Main floor",
    search: "Search jobs, machines…",
    action: "+ Schedule job",
    body: kpis + board(CONTENT.x, boardY, CONTENT.w, CONTENT.bottom - boardY),
  });
}
