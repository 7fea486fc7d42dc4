/**
 * The company's mark: a globe crossed by its meridian. The same drawing is `shell/public/logo.svg`
 * (brand.logoPath), which the Organization JSON-LD names; change both together.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#0d1b2e" />
      <circle cx="16" cy="16" r="9.5" fill="none" stroke="#f3f6fa" strokeWidth="2" />
      <ellipse cx="16" cy="16" rx="4.25" ry="9.5" fill="none" stroke="#f3f6fa" strokeOpacity="0.55" strokeWidth="1.5" />
      <path d="M6.5 16h19" stroke="#f3f6fa" strokeOpacity="0.55" strokeWidth="1.5" />
      <path d="M16 4.5v23" stroke="#7cc4ff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
