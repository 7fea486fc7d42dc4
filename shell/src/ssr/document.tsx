import { LOCALE_DIRECTIONS, type Locale } from 'contracts/languages';
import type { ReactNode } from 'react';
import { brand, scriptJson } from 'shared-ui';
import { STATIC_PAGE_ATTRIBUTE } from '../islands/islands';
import { PAGE_SCRIPTS_ID, SSR_STATE_ID, type SsrState } from '../ssr-state';

/** The files a page needs, by kind; URLs as the browser requests them. */
export interface PageAssets {
  /**
   * The page's first script (shell/src/early.ts): it keeps input made before the app hydrates
   * and requests `entry` once the page has painted. Without it, `entry` runs deferred.
   */
  early?: string[];
  /**
   * The app's scripts, run in order: the shell's, then each remote's entry and module chunks for
   * the parts above the fold, so those modules are there when the app hydrates.
   */
  entry: string[];
  /** The remote entry of each remote the page shows (run before hydrating, or loaded once reached), for the browser's federation runtime. */
  remoteEntries: Record<string, string>;
  /** Stylesheets written into the page, so the first paint waits for no request. */
  inlineStyles: string[];
  /** Stylesheets linked, where one could not be inlined. */
  styles: string[];
  /** The brand font, preloaded: text waits for it briefly before its first paint. */
  fonts: string[];
  /** The Web Vitals reporter on its own, which a static page's first script loads (rum/vitals-entry.ts). */
  vitals?: string[];
}

/** CSS in a <style> element: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

interface DocumentProps {
  assets: PageAssets;
  state: SsrState;
  locale: Locale;
  /** The browser hydrates the page's islands alone (islands/islands.ts), not the app. */
  staticPage?: boolean;
  /** The app, rendered into #root; the browser hydrates that element only. */
  children: ReactNode;
}

/** The HTML page around the app. React hoists each page's <title>, <meta> and canonical link into its head. */
export function Document({ assets, state, locale, staticPage = false, children }: DocumentProps) {
  return (
    <html lang={locale} dir={LOCALE_DIRECTIONS[locale]} {...(staticPage && { [STATIC_PAGE_ATTRIBUTE]: '' })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {assets.inlineStyles.map((css, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stylesheets of a page keep their order
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built CSS
          <style key={index} dangerouslySetInnerHTML={{ __html: styleText(css) }} />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.early?.map((src) => (
          <script key={src} src={src} async />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Data, not code: allowed by the page's script policy, read by the bootstrap. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptJson */}
        <script id={SSR_STATE_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(state) }} />
        {assets.early?.length ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptJson
          <script id={PAGE_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(assets.entry) }} />
        ) : (
          assets.entry.map((src) => <script key={src} src={src} defer fetchPriority="low" />)
        )}
      </body>
    </html>
  );
}
