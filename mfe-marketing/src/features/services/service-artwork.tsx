import type { ReactElement } from 'react';
import { clsx } from 'shared-ui';
import { Scene } from '../../components/artwork/scene';
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

// 320 x 180 scenes in light lines on the ink background; highlight blue and accent mint as in the hero.
const LIGHT = '#f3f6fa';
const HIGHLIGHT = '#7cc4ff';
const MINT = '#5fd4b0';

const SCENES: Record<ServiceArtwork, ReactElement> = {
  // A civic building, a citizen's portal on a phone, the application flowing between them.
  civic: (
    <>
      <path d="M40 70 100 40l60 30zM48 74h104M56 80v56M76 80v56M96 80v56M116 80v56M136 80v56M44 140h112" stroke={LIGHT} />
      <rect x="206" y="34" width="74" height="118" rx="12" stroke={LIGHT} />
      <path d="M220 60h46M220 76h30M220 100h46M220 116h38" stroke={LIGHT} strokeOpacity="0.5" />
      <circle cx="262" cy="132" r="9" fill={MINT} />
      <path d="m257 132 4 4 6-7" stroke="#0d1b2e" strokeWidth="2" />
      <path d="M160 104q22-30 46-18" stroke={HIGHLIGHT} strokeDasharray="3 5" />
    </>
  ),
  // Plain text entering a lock and leaving as cipher blocks.
  cipher: (
    <>
      {[40, 62, 84, 106, 128].map((y, row) => (
        <g key={y}>
          <path d={`M24 ${y}h${36 + (row % 3) * 14}`} stroke={LIGHT} strokeOpacity="0.6" />
          {[0, 1, 2, 3].map((column) => (
            <rect
              key={column}
              x={214 + column * 22}
              y={y - 6}
              width="14"
              height="12"
              rx="2"
              fill={(row + column) % 3 === 0 ? HIGHLIGHT : LIGHT}
              fillOpacity={(row + column) % 3 === 0 ? 1 : 0.3}
            />
          ))}
        </g>
      ))}
      <rect x="128" y="72" width="64" height="56" rx="10" fill="#1c3556" stroke={LIGHT} />
      <path d="M142 72V58a18 18 0 0 1 36 0v14" stroke={LIGHT} />
      <circle cx="160" cy="96" r="6" fill={MINT} />
      <path d="M160 102v10" stroke={MINT} strokeWidth="3" />
    </>
  ),
  // A radar sweeping around a shield, two threats caught.
  radar: (
    <>
      {[28, 52, 76].map((r) => (
        <circle key={r} cx="160" cy="90" r={r} stroke={LIGHT} strokeOpacity="0.35" />
      ))}
      <path d="M160 90V14a76 76 0 0 1 66 38z" fill={HIGHLIGHT} fillOpacity="0.25" stroke="none" />
      <path d="M160 90 226 52" stroke={HIGHLIGHT} />
      <path d="M160 70 144 76v12c0 9 7 17 16 20 9-3 16-11 16-20V76z" fill="#1c3556" stroke={LIGHT} />
      <path d="m153 89 5 5 9-10" stroke={MINT} strokeWidth="2.5" />
      <circle cx="206" cy="40" r="4" fill="#f5a524" />
      <circle cx="110" cy="130" r="4" fill="#f5a524" fillOpacity="0.6" />
      <path d="M20 160h280" stroke={LIGHT} strokeOpacity="0.2" strokeDasharray="2 8" />
    </>
  ),
  // Three layers of a network and the answer it gives.
  network: (
    <>
      {[48, 90, 132].flatMap((from) =>
        [36, 72, 108, 144].map((to) => (
          <path key={`${from}-${to}`} d={`M70 ${from}L160 ${to}M160 ${to}L250 ${from}`} stroke={LIGHT} strokeOpacity="0.18" />
        )),
      )}
      {[48, 90, 132].map((y) => (
        <circle key={`in-${y}`} cx="70" cy={y} r="9" fill="#1c3556" stroke={LIGHT} />
      ))}
      {[36, 72, 108, 144].map((y) => (
        <circle key={`hidden-${y}`} cx="160" cy={y} r="9" fill={y === 72 ? HIGHLIGHT : '#1c3556'} stroke={LIGHT} />
      ))}
      {[48, 90, 132].map((y) => (
        <circle key={`out-${y}`} cx="250" cy={y} r="9" fill={y === 90 ? MINT : '#1c3556'} stroke={LIGHT} />
      ))}
      <path d="M262 70h36a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8h-22l-10 8v-8h-4" stroke={MINT} strokeOpacity="0.8" />
    </>
  ),
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

/** A service's picture: a drawn scene of what the service does. Decorative, like the icon. */
export function ServiceImage({ service, className }: { service: Pick<ServiceContent, 'image'>; className?: string }) {
  return <Scene className={clsx(styles.image, className)}>{SCENES[service.image]}</Scene>;
}
