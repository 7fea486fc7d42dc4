import { type Locale, pathInLocale } from 'contracts/languages';
import { useCallback } from 'react';
import {
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';
import { useLocale } from './locale';

/** A site path in the page's language; anything else (a relative path, another origin) as it is. */
function toInLocale(to: To, locale: Locale): To {
  if (typeof to === 'string') return to.startsWith('/') ? pathInLocale(to, locale) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathInLocale(to.pathname, locale) } : to;
}

/** Turns a site path (`/careers`) into the page's language's (`/ar/careers`). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathInLocale(path, locale), [locale]);
}

/** React Router's Link, to the page in the visitor's language: remotes write `/careers`, an Arabic page links `/ar/careers`. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={toInLocale(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={toInLocale(to, useLocale())} {...props} />;
}

/** React Router's navigate, to the page in the visitor's language. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') navigate(to);
      else navigate(toInLocale(to, locale), options);
    },
    [navigate, locale],
  );
}
