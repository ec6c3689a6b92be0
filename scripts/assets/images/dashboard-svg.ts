/**
 * The hero's product picture: Tracker's production board as a shop would see it mid-morning,
 * drawn as SVG from the data below so it stays sharp and easy to change. This is the wide drawing;
 * ./dashboard-tall-svg.ts draws the same board for a narrow box (app/core/media/hero-image.ts).
 */
const W = 1280;
const H = 880;
const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

const NAV = ["Dashboard", "Orders", "Quotes", "Proofs", "Production", "Inventory", "Customers", "Reports"];
export const KPIS = [
  { label: "Jobs due today", value: "38", note: "+6 vs. last Tue", tone: "#60a5fa" },
  { label: "On-time rate", value: "96.4%", note: "30-day average", tone: "#4ade80" },
  { label: "Machines running", value: "7 / 8", note: "1 in changeover", tone: "#fbbf24" },
  { label: "Stitches today", value: "1.24M", note: "Target 1.5M", tone: "#c084fc" },
];
export type Job = {
  id: string;
  customer: string;
  item: string;
  due: string;
  status: string;
  tone: string;
  progress: number;
};
export const COLUMNS: { machine: string; kind: string; jobs: Job[] }[] = [
  {
    machine: "Tajima TMEZ 12-head",
    kind: "Embroidery",
    jobs: [
      {
        id: "#10482",
        customer: "Harbour FC",
        item: "Polo x 48 · left chest",
        due: "Due 11:30",
        status: "Running",
        tone: "#22c55e",
        progress: 0.72,
      },
      {
        id: "#10487",
        customer: "Northgate Dental",
        item: "Softshell x 36 · back",
        due: "Due 15:00",
        status: "Queued",
        tone: "#60a5fa",
        progress: 0,
      },
      {
        id: "#10491",
        customer: "Alder & Co",
        item: "Cap x 72 · front",
        due: "Due Wed",
        status: "Proof approved",
        tone: "#a78bfa",
        progress: 0,
      },
    ],
  },
  {
    machine: "Barudan 8-head",
    kind: "Embroidery",
    jobs: [
      {
        id: "#10476",
        customer: "Riverside School",
        item: "Hoodie x 120 · crest",
        due: "Due 13:00",
        status: "Running",
        tone: "#22c55e",
        progress: 0.41,
      },
      {
        id: "#10489",
        customer: "Kestrel Logistics",
        item: "Hi-Vis Vest x 60",
        due: "Due 16:30",
        status: "Awaiting stock",
        tone: "#f59e0b",
        progress: 0,
      },
    ],
  },
  {
    machine: "M&R Challenger III",
    kind: "Screen print",
    jobs: [
      {
        id: "#10468",
        customer: "Summit Run 10K",
        item: "Tee x 250 · 3 colours",
        due: "Due 12:00",
        status: "Running",
        tone: "#22c55e",
        progress: 0.88,
      },
      {
        id: "#10494",
        customer: "Brew Lab",
        item: "Tote Bag x 300 · 1 colour",
        due: "Due Thu",
        status: "Screens ready",
        tone: "#60a5fa",
        progress: 0,
      },
      {
        id: "#10497",
        customer: "City Marathon",
        item: "Tee x 800 · 2 colours",
        due: "Due Fri",
        status: "Proof sent",
        tone: "#f472b6",
        progress: 0,
      },
    ],
  },
  {
    machine: "Kornit Atlas DTG",
    kind: "Direct to garment",
    jobs: [
      {
        id: "#10485",
        customer: "Agame club shop",
        item: "48 orders · names",
        due: "Due 14:00",
        status: "Running",
        tone: "#22c55e",
        progress: 0.35,
      },
      {
        id: "#10490",
        customer: "Lumen Studio",
        item: "Tee x 24 · full back",
        due: "Due 17:00",
        status: "Queued",
        tone: "#60a5fa",
        progress: 0,
      },
    ],
  },
];
const WEEK = [
  { day: "Mon", value: 0.62 },
  { day: "Tue", value: 0.78 },
  { day: "Wed", value: 0.7 },
  { day: "Thu", value: 0.86 },
  { day: "Fri", value: 0.93 },
  { day: "Sat", value: 0.4 },
  { day: "Sun", value: 0.18 },
];

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const text = (x: number, y: number, s: string, size: number, fill: string, weight = 400, anchor = "start") =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;

function jobCard(x: number, y: number, w: number, job: Job): string {
  const pillW = job.status.length * 6.6 + 18;
  const bar =
    job.progress > 0
      ? `<rect x="${x + 14}" y="${y + 84}" width="${w - 28}" height="6" rx="3" fill="#1e293b"/><rect x="${x + 14}" y="${y + 84}" width="${(w - 28) * job.progress}" height="6" rx="3" fill="${job.tone}"/>`
      : "";
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="104" rx="10" fill="#111b33" stroke="#1f2a44"/>`,
    `<rect x="${x}" y="${y + 12}" width="3" height="30" rx="1.5" fill="${job.tone}"/>`,
    text(x + 14, y + 26, `${job.id}  ${job.customer}`, 13, "#e2e8f0", 700),
    text(x + 14, y + 46, job.item, 12, "#94a3b8"),
    `<rect x="${x + 14}" y="${y + 56}" width="${pillW}" height="20" rx="10" fill="${job.tone}" fill-opacity="0.16"/>`,
    text(x + 14 + pillW / 2, y + 70, job.status, 11, job.tone, 700, "middle"),
    text(x + w - 14, y + 70, job.due, 11, "#cbd5e1", 400, "end"),
    bar,
  ].join("");
}

export function dashboardSvg(): string {
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">`,
  );
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" rx="18" fill="url(#bg)"/>`);
  // Sidebar
  parts.push(
    `<rect width="200" height="${H}" rx="18" fill="#0a1020"/><rect x="182" width="18" height="${H}" fill="#0a1020"/>`,
  );
  parts.push(
    `<rect x="24" y="26" width="34" height="34" rx="9" fill="#2563eb"/><path d="M33 37h16M41 37v15" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>`,
  );
  parts.push(text(68, 50, "Tracker", 20, "#ffffff", 700));
  NAV.forEach((item, i) => {
    const y = 104 + i * 44;
    if (item === "Production")
      parts.push(
        `<rect x="14" y="${y - 24}" width="172" height="36" rx="9" fill="#2563eb" fill-opacity="0.18"/>`,
      );
    parts.push(
      `<rect x="28" y="${y - 14}" width="14" height="14" rx="3" fill="${item === "Production" ? "#60a5fa" : "#334155"}"/>`,
    );
    parts.push(
      text(
        54,
        y - 2,
        item,
        14,
        item === "Production" ? "#ffffff" : "#94a3b8",
        item === "Production" ? 700 : 400,
      ),
    );
  });
  parts.push(`<rect x="20" y="${H - 92}" width="160" height="64" rx="12" fill="#111b33"/>`);
  parts.push(text(34, H - 64, "Shop floor", 12, "#94a3b8"));
  parts.push(
    `<circle cx="40" cy="${H - 44}" r="5" fill="#22c55e"/>`,
    text(52, H - 40, "All stations online", 12, "#e2e8f0", 700),
  );
  // Top bar
  parts.push(text(232, 58, "Production board", 26, "#ffffff", 700));
  parts.push(text(232, 84, "Tuesday 14 October · Manchester shop", 14, "#94a3b8"));
  parts.push(
    `<rect x="${W - 400}" y="32" width="250" height="40" rx="10" fill="#111b33" stroke="#1f2a44"/>`,
    text(W - 382, 58, "Search orders, customers…", 14, "#64748b"),
  );
  parts.push(
    `<rect x="${W - 136}" y="32" width="104" height="40" rx="10" fill="#2563eb"/>`,
    text(W - 84, 58, "+ New job", 14, "#ffffff", 700, "middle"),
  );
  // KPIs
  const kpiW = (W - 232 - 32 - 3 * 16) / 4;
  KPIS.forEach((k, i) => {
    const x = 232 + i * (kpiW + 16);
    parts.push(
      `<rect x="${x}" y="108" width="${kpiW}" height="96" rx="14" fill="#111b33" stroke="#1f2a44"/>`,
    );
    parts.push(
      `<rect x="${x + 18}" y="128" width="8" height="8" rx="2" fill="${k.tone}"/>`,
      text(x + 34, 137, k.label, 13, "#94a3b8"),
    );
    parts.push(text(x + 18, 176, k.value, 30, "#ffffff", 700), text(x + 18, 194, k.note, 11, k.tone));
  });
  // Board columns
  const colW = (W - 232 - 32 - 3 * 14) / 4;
  COLUMNS.forEach((col, i) => {
    const x = 232 + i * (colW + 14);
    parts.push(
      `<rect x="${x}" y="222" width="${colW}" height="436" rx="14" fill="#0d1630" stroke="#1a2540"/>`,
    );
    parts.push(
      text(x + 14, 248, col.machine, 14, "#ffffff", 700),
      text(x + 14, 266, col.kind, 12, "#64748b"),
    );
    parts.push(
      `<rect x="${x + colW - 44}" y="236" width="30" height="22" rx="11" fill="#1e293b"/>`,
      text(x + colW - 29, 251, String(col.jobs.length), 12, "#cbd5e1", 700, "middle"),
    );
    col.jobs.forEach((job, j) => parts.push(jobCard(x + 10, 282 + j * 118, colW - 20, job)));
  });
  // Weekly output chart
  parts.push(
    `<rect x="232" y="676" width="${W - 264}" height="172" rx="14" fill="#111b33" stroke="#1f2a44"/>`,
  );
  parts.push(
    text(252, 704, "Garments out this week", 15, "#ffffff", 700),
    text(W - 52, 704, "4,912 of 5,400 planned", 13, "#94a3b8", 400, "end"),
  );
  const chartX = 262;
  const barGap = (W - 264 - 60) / WEEK.length;
  WEEK.forEach((d, i) => {
    const h = 96 * d.value;
    const x = chartX + i * barGap;
    parts.push(
      `<rect x="${x}" y="${820 - h}" width="${barGap * 0.55}" height="${h}" rx="6" fill="${i === 1 ? "#f59e0b" : "#2563eb"}"/>`,
    );
    parts.push(
      text(
        x + (barGap * 0.55) / 2,
        838,
        d.day,
        11,
        i === 1 ? "#fbbf24" : "#94a3b8",
        i === 1 ? 700 : 400,
        "middle",
      ),
    );
  });
  parts.push(`</svg>`);
  return parts.join("\n");
}
