import { clsx } from 'clsx';
import { consultationLink, headerLinks, type SiteLink } from 'contracts/site-links';
import { type RefObject, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { ButtonLink, brand, Container, Link, LogoMark, useLocation, useSharedName } from 'shared-ui';
import { shellMessages } from '../messages';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { useMenuStore } from './menu-store';
import { NavLabel } from './nav-label';
import { isLinkActive } from './navigation';
import { ServicesDropdown } from './services-dropdown';

/** spec §2: the header becomes fixed once the page has scrolled further than this. */
export const HEADER_FIXED_AFTER_PX = 24;

const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function useIsScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

/**
 * The mobile menu's state: closed by a new page, and while open, by Escape (focus back on its
 * button), with the page behind it kept from scrolling.
 */
function useMenu(toggleRef: RefObject<HTMLButtonElement | null>) {
  const isMenuOpen = useMenuStore((state) => state.isOpen);
  const toggleMenu = useMenuStore((state) => state.toggle);
  const closeMenu = useMenuStore((state) => state.close);
  const { key: locationKey } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is what closes the menu
  useEffect(() => closeMenu(), [locationKey, closeMenu]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open Services dropdown takes the Escape first and marks it handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // The open menu covers the page: the page behind it must not scroll under the visitor's finger.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [isMenuOpen, closeMenu, toggleRef]);

  return { isMenuOpen, toggleMenu, closeMenu };
}

export function Header() {
  const isFixed = useIsScrolledPast(HEADER_FIXED_AFTER_PX);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { isMenuOpen, toggleMenu, closeMenu } = useMenu(toggleRef);
  const navId = useId();
  const t = shellMessages.useT();
  const name = useSharedName();

  return (
    // The spacer keeps the header's height in the flow, so content does not jump when it turns fixed.
    <div className={styles.spacer}>
      <header className={clsx(styles.header, isFixed && styles.isFixed)}>
        <Container className={styles.bar}>
          <Link to="/" className={styles.logo}>
            <LogoMark className={styles.logoMark} />
            <span className={styles.logoName}>{name(brand.name)}</span>
          </Link>
          <LanguageSwitch className={styles.languageSwitch} />
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={isMenuOpen}
            aria-controls={navId}
            aria-label={isMenuOpen ? t('menu.close') : t('menu.open')}
            onClick={toggleMenu}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
              <path
                d={isMenuOpen ? CLOSE_ICON : MENU_ICON}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                fill="none"
              />
            </svg>
          </button>
          <nav id={navId} aria-label={t('nav.main')} className={clsx(styles.nav, isMenuOpen && styles.isOpen)}>
            <ul className={styles.navList}>
              {headerLinks.map((link) => (
                <li key={link.name}>
                  {link.sublinks ? (
                    <ServicesDropdown label={name(link.name)} links={link.sublinks} onNavigate={closeMenu} />
                  ) : (
                    <HeaderLink link={link} onNavigate={closeMenu} />
                  )}
                </li>
              ))}
            </ul>
            <ButtonLink to={consultationLink.url} className={styles.cta} onClick={closeMenu}>
              {name(consultationLink.name)}
            </ButtonLink>
            {/* On the narrowest phones the bar has no room for the switch: it is in the menu instead. */}
            <LanguageSwitch className={styles.menuLanguageSwitch} />
          </nav>
        </Container>
      </header>
    </div>
  );
}

/** A Link rather than NavLink: the current page is decided hash-aware by `isLinkActive`. */
function HeaderLink({ link, onNavigate }: { link: SiteLink; onNavigate: () => void }) {
  const location = useLocation();
  const name = useSharedName();
  return (
    <Link
      to={link.url}
      className={styles.navLink}
      aria-current={isLinkActive(link.url, location) ? 'page' : undefined}
      onClick={onNavigate}
    >
      <NavLabel label={name(link.name)} />
    </Link>
  );
}
