import { z } from 'zod';

export const SERVICE_IDS = ['e-government', 'encryption', 'cybersecurity', 'ai-solutions'] as const;

export const serviceSchema = z.object({
  id: z.enum(SERVICE_IDS),
  title: z.string(),
  description: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);
