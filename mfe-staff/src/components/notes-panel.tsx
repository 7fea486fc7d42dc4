import { zodResolver } from '@hookform/resolvers/zod';
import { type Note, type NoteInput, noteInputSchema } from 'contracts/staff';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from 'shared-ui';
import { applyServerErrors, clearSessionDraft, FormField, formControlClassName, useSessionDraft } from 'shared-ui/forms';
import type { UseMutationResult } from 'shared-ui/query';
import { fieldErrorsOrMessage, isSignedOutError } from '../lib/api';
import { staffDraftKey } from '../lib/form-draft';
import { formatDateTime } from '../lib/format';
import styles from './notes-panel.module.css';

interface NotesPanelProps {
  notes: readonly Note[];
  /** Where what is typed is kept until it is saved (a session may end meanwhile). */
  draftKey: string;
  /** The record's add-note mutation. */
  addNote: Pick<UseMutationResult<unknown, Error, NoteInput>, 'mutate' | 'isPending'>;
}

const NOTE_FIELDS = ['text'] as const;

/** Internal notes on an enquiry or an application: oldest first, and a form to add one. */
export function NotesPanel({ notes, draftKey, addNote }: NotesPanelProps) {
  const id = useId();
  const form = useForm<NoteInput>({ defaultValues: { text: '' }, resolver: zodResolver(noteInputSchema), mode: 'onSubmit' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const restored = useSessionDraft(staffDraftKey(draftKey), form);

  const add = handleSubmit((input) =>
    addNote.mutate(input, {
      onSuccess: () => {
        clearSessionDraft(staffDraftKey(draftKey));
        reset({ text: '' });
      },
      onError: (error) => {
        // A 401 leads to the sign-in screen, the note kept as a draft.
        if (isSignedOutError(error)) return;
        applyServerErrors(form, fieldErrorsOrMessage(error, NOTE_FIELDS), NOTE_FIELDS);
      },
    }),
  );

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.panel}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Internal notes
      </h2>
      {notes.length === 0 ? (
        <p className={styles.none}>No notes yet.</p>
      ) : (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.meta}>
                {note.author.name || note.author.email} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className={styles.text}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={add} className={styles.form} aria-label="Add a note">
        <FormField
          id={`${id}-text`}
          label="New note"
          error={errors.text?.message}
          hint={restored ? 'Restored what you had typed before signing in again.' : 'Seen by staff only.'}
        >
          {(control) => <textarea {...control} {...register('text')} rows={3} className={formControlClassName} />}
        </FormField>
        <Button type="submit" disabled={addNote.isPending}>
          Add note
        </Button>
      </form>
    </section>
  );
}
