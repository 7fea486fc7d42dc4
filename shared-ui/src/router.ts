/**
 * Routing for the remotes. React Router is not a federation shared module: shared modules are
 * never tree-shaken, and the whole library weighs 60 KB gzip. The shell bundles the part it uses
 * and provides it to every remote through this module (shared-ui is a shared singleton), so all
 * pages read the one router. Remotes import routing from 'shared-ui', never from react-router.
 * `useRoutes` (which the shell's route table already runs) lets the staff console route the
 * paths under its own mount point.
 */
export { type LinkProps, type RouteObject, useLocation, useParams, useRoutes, useSearchParams } from 'react-router-dom';
// Links and navigation stay in the page's language.
export { Link, NavLink, useNavigate } from './i18n/localized-links';
