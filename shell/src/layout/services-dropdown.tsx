import { pathWithoutLocale } from 'contracts/languages';
import type { SiteLink } from 'contracts/site-links';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation, useSharedName } from 'shared-ui';
import styles from './header.module.css';
import { NavLabel } from './nav-label';
import { isServicesActive } from './navigation';
import { useOnNewPage } from './use-on-new-page';

interface ServicesDropdownProps {
  label: string;
  links: readonly SiteLink[];
}

/**
 * Disclosure navigation: a summary that shows a list of links (no ARIA menu roles, links stay
 * links). `<details>` opens and closes it without script; once hydrated, it also closes on a new
 * page, on Escape and when the visitor clicks or tabs away, and the arrow keys move among its links.
 */
export function ServicesDropdown({ label, links }: ServicesDropdownProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const name = useSharedName();

  useOnNewPage(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  });
  useDismiss(detailsRef);

  const focusLink = (index: number) => {
    const items = Array.from(detailsRef.current?.querySelectorAll('a') ?? []);
    items.at(index % items.length)?.focus();
  };

  const onSummaryKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' || !detailsRef.current) return;
    event.preventDefault();
    detailsRef.current.open = true;
    focusLink(0);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(detailsRef.current?.querySelectorAll('a') ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  return (
    // The visitor may have opened it before hydration: its `open` is the browser's, not React's.
    <details ref={detailsRef} className={styles.dropdown} suppressHydrationWarning>
      {/* The browser exposes a summary as a button and says itself whether it is expanded: no aria-expanded here. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a details' summary is its button, not a static element */}
      <summary
        className={styles.navLink}
        aria-current={isServicesActive(pathname) ? 'true' : undefined}
        onKeyDown={onSummaryKeyDown}
      >
        <NavLabel label={label} />
        <svg className={styles.chevron} aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.75" fill="none" />
        </svg>
      </summary>
      <ul className={styles.dropdownList} onKeyDown={onListKeyDown}>
        {links.map((link) => (
          <li key={link.url}>
            <Link
              to={link.url}
              className={styles.dropdownLink}
              aria-current={pathWithoutLocale(pathname) === link.url ? 'page' : undefined}
            >
              {name(link.name)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** While open: a click elsewhere, or focus moving elsewhere, closes; Escape closes and gives the summary focus. */
function useDismiss(detailsRef: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const closeIfOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      // Taken first (capture) and marked handled: the browser then leaves the mobile menu around it open.
      event.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [detailsRef]);
}
