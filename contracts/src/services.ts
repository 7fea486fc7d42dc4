import { z } from 'zod';
import { SERVICE_IDS } from './service-ids';

export { SERVICE_IDS, type ServiceId } from './service-ids';

export const serviceSchema = z.object({
  id: z.enum(SERVICE_IDS),
  title: z.string(),
  description: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);
