// The forms' helpers, apart from the shared 'shared-ui' singleton so that only pages with a form load them.
export { applyServerErrors, focusFirstInvalid } from './server-errors';
export {
  clearSessionDraft,
  clearSessionDrafts,
  type DraftPicker,
  readSessionDraft,
  useSessionDraft,
  writeSessionDraft,
} from './session-draft';
