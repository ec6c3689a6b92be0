/** Tracker's mark: a stitched "T" on a rounded tile. Decorative; the site name beside it is the text. */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path d="M9 10h14M16 10v13" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M8 25h16" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" strokeDasharray="2.5 2.5" />
    </svg>
  );
}
