import { z } from 'zod';

export const locationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone: z.string(),
  email: z.email(),
  hours: z.string(),
  timezone: z.string(),
  services: z.array(z.string()),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);
