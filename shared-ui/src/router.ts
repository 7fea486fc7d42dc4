/**
 * Routing for the remotes. React Router is not a federation shared module: shared modules are
 * never tree-shaken, and the whole library weighs 60 KB gzip. The shell bundles the part it uses
 * and provides it to every remote through this module (shared-ui is a shared singleton), so all
 * pages read the one router. Remotes import routing from 'shared-ui', never from react-router.
 */
export { Link, type LinkProps, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
