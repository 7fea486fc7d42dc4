export { brand, headquartersAddress } from './brand';
export { Button, ButtonLink, type ButtonVariant, buttonClassName } from './components/button/button';
export { NotFoundScreen, Skeleton, Spinner } from './components/feedback/feedback';
export {
  CheckboxField,
  type ControlProps,
  describedBy,
  FieldError,
  FormField,
  formControlClassName,
  RequiredMark,
} from './components/form-field/form-field';
export { Badge, Card, Container, Grid, PageHero, Section } from './components/layout/layout';
export { formatLocalDate, LocalDate, useIsHydrated } from './components/local-date/local-date';
export { canonicalUrl, formatTitle, PageMeta, type PageMetaProps, scriptJson } from './components/page-meta/page-meta';
export { HttpError, postJson, request } from './http';
export { TOAST_DURATION_MS, TOAST_LIMIT, type Toast, type ToastInput, toast, useToastStore } from './toast-store';
