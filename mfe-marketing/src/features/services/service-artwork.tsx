import type { ReactElement } from 'react';
import styles from './service-artwork.module.css';
import type { ServiceArtwork, ServiceContent, ServiceIconName } from './services-content';

// 24-unit line drawings, stroked in the current text colour.
const ICON_SHAPES: Record<ServiceIconName, ReactElement> = {
  landmark: (
    <>
      <path d="M3 9.5 12 4l9 5.5" />
      <path d="M4 10h16M6 10v8M10 10v8M14 10v8M18 10v8M4 18h16M3 21h18" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.4 7 10 4-1.6 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  chip: (
    <>
      <rect x="7" y="7" width="10" height="10" rx="2" />
      <path d="M10 10h4v4h-4zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4" />
    </>
  ),
};

const ARTWORK_CLASS: Record<ServiceArtwork, string | undefined> = {
  civic: styles.civic,
  cipher: styles.cipher,
  radar: styles.radar,
  network: styles.network,
};

interface ServiceIconProps {
  icon: ServiceIconName;
  className?: string;
}

/** A service's icon; decorative, since the service title always sits next to it. */
export function ServiceIcon({ icon, className }: ServiceIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {ICON_SHAPES[icon]}
    </svg>
  );
}

/** A service's picture: its icon on a patterned gradient. Decorative, like the icon. */
export function ServiceImage({ service }: { service: Pick<ServiceContent, 'icon' | 'image'> }) {
  return (
    <div aria-hidden="true" className={[styles.image, ARTWORK_CLASS[service.image]].filter(Boolean).join(' ')}>
      <ServiceIcon icon={service.icon} className={styles.imageIcon} />
    </div>
  );
}
