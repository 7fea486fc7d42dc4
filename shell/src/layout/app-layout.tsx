import 'shared-ui/tokens.css';
import { localeOfPath } from 'contracts/languages';
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LocaleContext, useIsHydrated } from 'shared-ui';
import { SHELL_PART } from '../early-input/early-input';
import { PartHydrated } from '../early-input/part-hydrated';
import { TOASTER_ATTRIBUTE } from '../islands/islands';
import { IslandsContext } from '../islands/islands-context';
import { shellMessages } from '../messages';
import styles from './app-layout.module.css';
import { FooterWhenReached } from './footer-when-reached';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';
import { Toaster } from './toaster';

/** The frame of every page, in the language of its path: header, main content from the route, footer and the toasts. */
export function AppLayout() {
  return (
    <LocaleContext.Provider value={localeOfPath(useLocation().pathname)}>
      <PageFrame />
    </LocaleContext.Provider>
  );
}

function PageFrame() {
  // Marks the page interactive once the browser has hydrated the server's HTML; a static page's
  // HTML is never hydrated: it is the page (islands/islands.ts).
  const isHydrated = useIsHydrated();
  const isStatic = useContext(IslandsContext) !== undefined;
  const t = shellMessages.useT();
  return (
    <div className={styles.layout} data-hydrated={isStatic ? 'static' : isHydrated}>
      <a href="#main" className={styles.skipLink}>
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <FooterWhenReached />
      {/* A root of its own on a static page, hydrated with its first island (hydration/hydrate-islands.tsx). */}
      <div {...{ [TOASTER_ATTRIBUTE]: '' }} className={styles.toaster}>
        <Toaster />
      </div>
      <ScrollManager />
      <PartHydrated part={SHELL_PART} />
    </div>
  );
}
