import { clsx } from 'clsx';
import { consultationLink, headerLinks, type SiteLink } from 'contracts/site-links';
import { useId, useRef } from 'react';
import { ButtonLink, brand, Container, Link, LogoMark, useLocation, useSharedName } from 'shared-ui';
import { shellMessages } from '../messages';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { NavLabel } from './nav-label';
import { isLinkActive } from './navigation';
import { ServicesDropdown } from './services-dropdown';
import { useOnNewPage } from './use-on-new-page';

const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

/**
 * The site's header. It works as server HTML alone: on narrow screens the navigation is a popover
 * its toggle opens (Escape and a click outside close it), Services is a `<details>`, and CSS keeps
 * the header at the top. Hydrated, it closes both on a new page and adds the dropdown's keys.
 */
export function Header() {
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();
  const t = shellMessages.useT();
  const name = useSharedName();

  // A link inside the open menu navigates without leaving it, so the next page closes it. Browsers
  // without the Popover API (and jsdom) never show it: nothing to close there.
  useOnNewPage(() => navRef.current?.hidePopover?.());

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoName}>{name(brand.name)}</span>
        </Link>
        <LanguageSwitch className={styles.languageSwitch} />
        {/*
          The browser tells whether the menu is expanded; the popover's state, in CSS, picks the
          icon and the name ("Open menu" or "Close menu"), so both are right before hydration too.
        */}
        <button type="button" className={styles.menuToggle} popoverTarget={navId} aria-controls={navId}>
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          >
            <path className={styles.whenMenuClosed} d={MENU_ICON} />
            <path className={styles.whenMenuOpen} d={CLOSE_ICON} />
          </svg>
          <span className={clsx('visually-hidden', styles.whenMenuClosed)}>{t('menu.open')}</span>
          <span className={clsx('visually-hidden', styles.whenMenuOpen)}>{t('menu.close')}</span>
        </button>
        <nav ref={navRef} id={navId} popover="auto" aria-label={t('nav.main')} className={styles.nav}>
          <ul className={styles.navList}>
            {headerLinks.map((link) => (
              <li key={link.name}>
                {link.sublinks ? <ServicesDropdown label={name(link.name)} links={link.sublinks} /> : <HeaderLink link={link} />}
              </li>
            ))}
          </ul>
          <ButtonLink to={consultationLink.url} className={styles.cta}>
            {name(consultationLink.name)}
          </ButtonLink>
          {/* On the narrowest phones the bar has no room for the switch: it is in the menu instead. */}
          <LanguageSwitch className={styles.menuLanguageSwitch} />
        </nav>
      </Container>
    </header>
  );
}

/** A Link rather than NavLink: the current page is decided hash-aware by `isLinkActive`. */
function HeaderLink({ link }: { link: SiteLink }) {
  const location = useLocation();
  const name = useSharedName();
  return (
    <Link to={link.url} className={styles.navLink} aria-current={isLinkActive(link.url, location) ? 'page' : undefined}>
      <NavLabel label={name(link.name)} />
    </Link>
  );
}
