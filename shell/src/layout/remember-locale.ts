/**
 * Remembers the language a visitor picks with the header's switch, for `/` to open in it next
 * time. One listener on the document, so that the switch needs no React: the page's first script
 * (early.ts) installs it, on pages the app hydrates and on those it does not. No imports that weigh.
 */
import { isSupportedLocale, LOCALE_COOKIE } from 'contracts/languages';

/** A year: the choice outlasts a visit, as a visitor who switched once expects. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/** The switch's link names the language it leads to in this attribute (language-switch.tsx). */
export const REMEMBER_LOCALE_ATTRIBUTE = 'data-remember-locale';
const SWITCH_SELECTOR = `a[${REMEMBER_LOCALE_ATTRIBUTE}]`;

export function installLocaleMemory(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const locale = event.target.closest(SWITCH_SELECTOR)?.getAttribute(REMEMBER_LOCALE_ATTRIBUTE);
    if (!isSupportedLocale(locale)) return;
    // Set at once, before the click's navigation, which the asynchronous Cookie Store API could lose.
    doc.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax`;
  });
}
