/** Lists: the page every list answers, the page asked for, and the id in a path. */

import { z } from 'zod';
import { pageFields } from './fields';

/** An id in the path: both adapters' ids and job requisition ids fit; anything else never reaches the store. */
export const staffIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const pageQuerySchema = z.strictObject(pageFields);

/** Every list answer: one page of items in a stable order, and how many there are in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
