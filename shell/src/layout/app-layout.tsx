import 'shared-ui/tokens.css';
import { localeOfPath } from 'contracts/locale-constants';
import { Outlet, useLocation } from 'react-router-dom';
import { LocaleContext, useIsHydrated } from 'shared-ui';
import { SHELL_PART } from '../early-input/early-input';
import { PartHydrated } from '../early-input/part-hydrated';
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
  // Marks the page interactive once the browser has hydrated the server's HTML.
  const isHydrated = useIsHydrated();
  const t = shellMessages.useT();
  return (
    <div className={styles.layout} data-hydrated={isHydrated}>
      <a href="#main" className={styles.skipLink}>
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <FooterWhenReached />
      <Toaster />
      <ScrollManager />
      <PartHydrated part={SHELL_PART} />
    </div>
  );
}
