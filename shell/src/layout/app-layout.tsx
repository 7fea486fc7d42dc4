import 'shared-ui/tokens.css';
import { Outlet } from 'react-router-dom';
import { useIsHydrated } from 'shared-ui';
import { SHELL_PART } from '../early-input/early-input';
import { PartHydrated } from '../early-input/part-hydrated';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';
import { Toaster } from './toaster';

/** The frame of every page: header, main content from the route, footer and the toasts. */
export function AppLayout() {
  // Marks the page interactive once the browser has hydrated the server's HTML.
  const isHydrated = useIsHydrated();
  return (
    <div className={styles.layout} data-hydrated={isHydrated}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollManager />
      <PartHydrated part={SHELL_PART} />
    </div>
  );
}
