import { pathWithoutLocale } from 'contracts/locale-constants';
import type { SiteLink } from 'contracts/site-links';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useSharedName } from 'shared-ui';
import styles from './header.module.css';
import { NavLabel } from './nav-label';
import { isServicesActive } from './navigation';

interface ServicesDropdownProps {
  label: string;
  links: readonly SiteLink[];
  onNavigate: () => void;
}

/** Disclosure navigation: a button that shows a list of links (no ARIA menu roles, links stay links). */
export function ServicesDropdown({ label, links, onNavigate }: ServicesDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const { pathname, key: locationKey } = useLocation();
  const name = useSharedName();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is what closes the list
  useEffect(() => setIsOpen(false), [locationKey]);

  useDismiss(isOpen, containerRef, buttonRef, () => setIsOpen(false));

  const focusLink = (index: number) => {
    const items = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    items.at(index % items.length)?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    // The list must be visible before one of its links can take focus.
    flushSync(() => setIsOpen(true));
    focusLink(0);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  return (
    <div ref={containerRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-current={isServicesActive(pathname) ? 'true' : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onButtonKeyDown}
      >
        <NavLabel label={label} />
        <svg className={styles.chevron} aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.75" fill="none" />
        </svg>
      </button>
      <ul ref={listRef} id={listId} className={styles.dropdownList} hidden={!isOpen} onKeyDown={onListKeyDown}>
        {links.map((link) => (
          <li key={link.url}>
            <Link
              to={link.url}
              className={styles.dropdownLink}
              aria-current={pathWithoutLocale(pathname) === link.url ? 'page' : undefined}
              onClick={() => {
                setIsOpen(false);
                onNavigate();
              }}
            >
              {name(link.name)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** While open: a click elsewhere, or Tab moving focus elsewhere, closes; Escape closes and gives the button focus. */
function useDismiss(
  isOpen: boolean,
  containerRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
  close: () => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `close` is new each render but always does the same; the refs are stable
  useEffect(() => {
    if (!isOpen) return;
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled here first (capture), so the mobile menu around it stays open.
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen]);
}
