/**
 * What a staff member types is kept in sessionStorage while they type (shared-ui's
 * useSessionDraft, under `staff:draft:<form>`), so a session that ends on save loses nothing:
 * the console shows the sign-in screen, then the same form with the same values. Cleared once
 * the form is saved, and at sign-out.
 */
import { clearSessionDrafts } from 'shared-ui/forms';

const DRAFT_PREFIX = 'staff:draft:';

export const staffDraftKey = (form: string) => `${DRAFT_PREFIX}${form}`;

/** Every draft of the console: signing out leaves nothing typed behind in the tab. */
export const clearAllDrafts = () => clearSessionDrafts(DRAFT_PREFIX);
