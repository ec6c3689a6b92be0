/**
 * Artworkers: the artwork queue split by artist, so a manager sees who is digitizing, separating
 * or redrawing what, and which task is about to hold up a job.
 */
import { C, CONTENT, TONE, appFrame, avatar, baseline, chips, pill, rect, text } from "./draw.ts";
import { mark } from "./marks.ts";

type Status = "In progress" | "Queued" | "Proof sent" | "At risk" | "Done";
const STATUS_TONE: Record<Status, string> = {
  "In progress": TONE.info,
  Queued: TONE.idle,
  "Proof sent": TONE.proof,
  "At risk": TONE.warn,
  Done: TONE.ok,
};

type Task = {
  customer: string;
  logo: string;
  task: string;
  due: string;
  status: Status;
  /** Recolours the mark for a variant such as a one-colour print version. */
  colours?: string[];
};

const ARTISTS: {
  name: string;
  initials: string;
  colour: string;
  role: string;
  hours: string;
  tasks: Task[];
}[] = [
  {
    name: "Maya Chen",
    initials: "MC",
    colour: "#0e7490",
    role: "Digitizing",
    hours: "5.5 h booked",
    tasks: [
      {
        customer: "Alder & Co",
        logo: "Leaf mark",
        task: "Digitize for cap front, 2.25 in",
        due: "Due 11:30 am",
        status: "In progress",
      },
      {
        customer: "Northgate Dental",
        logo: "Smile mark",
        task: "Resize for softshell chest",
        due: "Due 2:00 pm",
        status: "Queued",
      },
      {
        customer: "Harbour FC",
        logo: "Club crest 2025",
        task: "Thicker gold outline, v3",
        due: "Sent 9:42 am",
        status: "Proof sent",
      },
    ],
  },
  {
    name: "Tom Okafor",
    initials: "TO",
    colour: "#7c3aed",
    role: "Separations",
    hours: "4 h booked",
    tasks: [
      {
        customer: "Summit Run 10K",
        logo: "Race 2025",
        task: "Separate 3 spot colours",
        due: "Due 12:00 pm",
        status: "In progress",
      },
      {
        customer: "Brew Lab",
        logo: "Flask logo",
        task: "1-colour version for totes",
        due: "Due 3:30 pm",
        status: "Queued",
      },
      {
        customer: "Harbour FC",
        logo: "Crest, 1 colour",
        colours: ["#0b1220", "#f8fafc", "#f8fafc"],
        task: "Film positive for tee print",
        due: "Done 9:10 am",
        status: "Done",
      },
    ],
  },
  {
    name: "Priya Shah",
    initials: "PS",
    colour: "#c2410c",
    role: "Vector redraw",
    hours: "6 h booked",
    tasks: [
      {
        customer: "Kestrel Logistics",
        logo: "Wing, back",
        task: "Redraw from a low-res JPEG",
        due: "Due 11:00 am",
        status: "At risk",
      },
      {
        customer: "Lumen Studio",
        logo: "Sunburst",
        task: "Vector redraw for DTG",
        due: "Due 1:00 pm",
        status: "In progress",
      },
      {
        customer: "Riverside School",
        logo: "School crest",
        task: "Clean up the 2019 file",
        due: "Due tomorrow",
        status: "Queued",
      },
    ],
  },
];

const CARD_H = 146;

function taskCard(x: number, y: number, w: number, t: Task): string {
  const tone = STATUS_TONE[t.status];
  return [
    rect(x, y, w, CARD_H, { fill: C.card, stroke: t.status === "At risk" ? TONE.warn : C.cardLine, rx: 12 }),
    rect(x + 14, y + 14, 56, 56, { fill: C.well, rx: 10 }),
    mark(t.customer, x + 20, y + 20, 44, t.colours),
    text(x + 84, y + 38, t.customer, { size: 16, bold: true, fill: C.white, max: w - 98 }),
    text(x + 84, y + 61, t.logo, { size: 14, fill: C.muted, max: w - 98 }),
    text(x + 14, y + 96, t.task, { fill: C.soft, max: w - 28 }),
    pill(x + 14, y + 124, t.status, tone),
    text(x + w - 14, baseline(y + 124), t.due, {
      fill: t.status === "At risk" ? TONE.warn : C.muted,
      bold: t.status === "At risk",
      anchor: "end",
    }),
  ].join("");
}

export function artworkersSvg(): string {
  const { x, y, w } = CONTENT;
  const filters = chips(x, y + 18, ["All 9", "Due today 6", "At risk 1", "With customer 1"], 0);
  const boardY = y + 52;
  const boardH = CONTENT.bottom - boardY;
  const gap = 14;
  const colW = (w - gap * (ARTISTS.length - 1)) / ARTISTS.length;
  const columns = ARTISTS.map((a, i) => {
    const cx = x + i * (colW + gap);
    const parts = [
      rect(cx, boardY, colW, boardH, { fill: C.well, stroke: C.wellLine, rx: 14 }),
      avatar(cx + 36, boardY + 38, 20, a.initials, a.colour),
      text(cx + 66, boardY + 34, a.name, { size: 17, bold: true, fill: C.white }),
      text(cx + 66, boardY + 56, a.role, { size: 14, fill: C.muted }),
      text(cx + colW - 16, boardY + 34, `${a.tasks.length} tasks`, {
        size: 14,
        bold: true,
        fill: C.soft,
        anchor: "end",
      }),
      text(cx + colW - 16, boardY + 56, a.hours, { size: 14, fill: C.muted, anchor: "end" }),
    ];
    a.tasks.forEach((t, j) => parts.push(taskCard(cx + 10, boardY + 76 + j * (CARD_H + 12), colW - 20, t)));
    return parts.join("");
  });
  return appFrame({
    slug: "artworkers",
    title: "Artwork queue",
    subtitle: "3 artists · 9 tasks · next proof due 11:30 am",
    search: "Search tasks, logos…",
    action: "+ New task",
    body: filters.svg + columns.join(""),
  });
}
