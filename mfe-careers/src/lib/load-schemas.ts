/** The one way into ./schemas, so every caller shares a single async chunk. */
export const loadSchemas = () => import('./schemas');
