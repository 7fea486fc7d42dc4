import { localized } from 'shared-ui';
import { APPLY_CONTENT } from './apply-content';

/** The apply page's long texts in the page's language. */
export const applyContent = localized('mfe_careers:apply-content', APPLY_CONTENT, { ar: () => import('./apply-content.ar') });
