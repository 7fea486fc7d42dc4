import { z } from 'zod';

/** What a stored submission answers (201). */
export const receiptSchema = z.object({ id: z.string(), message: z.string() });
export type Receipt = z.infer<typeof receiptSchema>;
