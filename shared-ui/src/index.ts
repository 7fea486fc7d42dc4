// The brand is data, kept in contracts (the API reads it too); the remotes get it with the design system.

// The remotes join class names with the design system's copy of clsx: one copy in the browser.
export { clsx } from 'clsx';
export { brand, headquartersAddress, type SocialNetwork } from 'contracts/brand';
export { Button, ButtonLink, type ButtonVariant, buttonClassName } from './components/button/button';
export { CardLink, FiveCardGrid, StickyAside } from './components/card-layout/card-layout';
export { NotFoundScreen, Skeleton, Spinner } from './components/feedback/feedback';
export { Badge, Card, Container, Grid, PageHero, Section } from './components/layout/layout';
export {
  formatArabicDate,
  formatLocalDate,
  formatNeutralDate,
  LocalDate,
  useIsHydrated,
} from './components/local-date/local-date';
export { LogoMark } from './components/logo/logo-mark';
export {
  canonicalUrl,
  formatTitle,
  type PageFeed,
  PageMeta,
  type PageMetaProps,
  type PageStructuredData,
  StructuredDataCollector,
  scriptJson,
  structuredDataScripts,
} from './components/page-meta/page-meta';
export { fieldErrorsOf, HttpError, postJson, request, serverMessageOf } from './http';
export * from './i18n';
export { onFirstUse } from './on-first-use';
export { pageLocale } from './page-locale';
export * from './router';
export { TOAST_DURATION_MS, TOAST_LIMIT, type Toast, type ToastInput, toast, useToastStore } from './toast-store';
