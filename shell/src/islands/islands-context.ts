import { createContext } from 'react';
import type { Island } from './islands';

/** While the server renders a static page: takes each island the page shows, rendered on its own. */
export const IslandsContext = createContext<((island: Island) => void) | undefined>(undefined);
