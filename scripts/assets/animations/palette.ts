/** The site's colours (app/app.css and Tailwind's), chosen for 3:1 contrast on white and on ink-950. */
export const PALETTE = {
  brand400: "#60a5fa",
  brand500: "#3b82f6",
  brand600: "#2563eb",
  accent400: "#fbbf24",
  emerald500: "#10b981",
  emerald600: "#059669",
  slate200: "#e2e8f0",
  slate500: "#64748b",
  slate600: "#475569",
  white: "#ffffff",
};
