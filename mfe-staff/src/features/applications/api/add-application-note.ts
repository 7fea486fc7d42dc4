import { type NoteInput, trackedApplicationSchema } from 'contracts/staff';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { staffSend } from '../../../lib/api';
import { applicationQueryOptions } from './get-application';

/** POST /api/staff/applications/:id/notes: answers the application with the note. */
export function addApplicationNote(id: string, note: NoteInput) {
  return staffSend('POST', `/applications/${encodeURIComponent(id)}/notes`, note, trackedApplicationSchema);
}

export function useAddApplicationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput) => addApplicationNote(id, note),
    onSuccess: (application) => queryClient.setQueryData(applicationQueryOptions(id).queryKey, application),
  });
}
