import type { ReactElement } from 'react';
import { brand, clsx, type SocialNetwork, useUiText } from 'shared-ui';
import styles from './social-links.module.css';

// 24-unit marks drawn for this site, filled in the current text colour.
const MARKS: Record<SocialNetwork, ReactElement> = {
  linkedin: (
    <path d="M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4M10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z" />
  ),
  x: <path d="M4 4h4.6l3.9 5.4L17.2 4H20l-6.2 7.2L20.5 20h-4.6l-4.2-5.8L6.7 20H4l6.4-7.4zm3.1 1.6 9.6 12.8h1.2L8.4 5.6z" />,
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21z" />
  ),
};

interface SocialLinksProps {
  /** `onDark` on the footer's dark band, `onLight` elsewhere. */
  tone?: 'onLight' | 'onDark';
  className?: string;
}

/**
 * The company's social profiles (one list, in the brand module), each opening in a new tab.
 * Apart from the shared 'shared-ui' singleton (`shared-ui/social-links`): only the footer, loaded
 * once reached, and the contact details show them.
 */
export function SocialLinks({ tone = 'onLight', className }: SocialLinksProps) {
  const ui = useUiText();
  return (
    <ul className={clsx(styles.list, styles[tone], className)} aria-label={ui.socialMedia}>
      {brand.social.map((profile) => (
        <li key={profile.network}>
          <a href={profile.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.mark}>
              {MARKS[profile.network]}
            </svg>
            {profile.label}
            <span className="visually-hidden"> {ui.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
