/**
 * React Query's names only the server's render uses, kept out of the browser's shared module
 * (`shared-ui/query`). Bundled into the shell's server, not shared: `dehydrate` only reads the
 * cache of the query client it is given, whichever copy of React Query made it.
 */
export { dehydrate } from '@tanstack/react-query';
