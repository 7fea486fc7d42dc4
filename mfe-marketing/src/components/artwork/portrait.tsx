import styles from './artwork.module.css';

/** A drawn portrait for a person's profile: head, shoulders and the brand's meridian. Decorative. */
export function Portrait({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false" className={styles.art}>
      <rect width="240" height="240" rx="120" fill="var(--color-hero-bg)" />
      <ellipse cx="120" cy="120" rx="52" ry="118" fill="none" stroke="#7cc4ff" strokeOpacity="0.45" strokeWidth="2" />
      <path d="M44 240q0-78 76-78t76 78z" fill="#254a75" />
      <circle cx="120" cy="98" r="40" fill="#c9d6e6" />
      <path d="M80 94q4-42 42-42t38 40q-14-16-40-16t-40 18z" fill="#1c3556" />
      <text x="120" y="222" fill="#f3f6fa" fontSize="22" fontWeight="700" letterSpacing="0.12em" textAnchor="middle">
        {initialsOf(name)}
      </text>
    </svg>
  );
}

/** 'Omar Haddad' -> 'OH'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
