/** Notes staff keep on enquiries and applications. */

import { z } from 'zod';
import { NOTE_MAX } from '../staff-rules';
import { datetime, staffText } from './fields';

/** POST /api/staff/enquiries/:id/notes and /api/staff/applications/:id/notes */
export const noteInputSchema = z.strictObject({ text: staffText('note', NOTE_MAX) });
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.string(),
  at: datetime,
  author: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  text: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
