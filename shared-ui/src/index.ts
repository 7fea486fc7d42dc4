export { brand, headquartersAddress } from './brand';
export { Button, ButtonLink, buttonClassName, type ButtonVariant } from './components/button/button';
export { NotFoundScreen, Spinner, Skeleton } from './components/feedback/feedback';
export { Badge, Card, Container, Grid, PageHero, Section } from './components/layout/layout';
export { HttpError, postJson, request } from './http';
export { formatTitle, usePageMeta, type PageMeta } from './page-meta';
export { TOAST_DURATION_MS, TOAST_LIMIT, toast, useToastStore, type Toast, type ToastInput } from './toast-store';
