// The forms' fields and helpers, apart from the shared 'shared-ui' singleton so that only pages with a form load them.
export {
  CheckboxField,
  type ControlProps,
  describedBy,
  FieldError,
  FormField,
  formControlClassName,
  RequiredMark,
  SelectField,
  type SelectOption,
  TextareaField,
  TextField,
} from '../components/form-field/form-field';
export { applyServerErrors, focusFirstInvalid } from './server-errors';
export {
  clearSessionDraft,
  clearSessionDrafts,
  type DraftPicker,
  readSessionDraft,
  useSessionDraft,
  writeSessionDraft,
} from './session-draft';
