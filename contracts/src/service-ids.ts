/** The four service lines (spec §2 route table). Kept free of zod so the shell can import it cheaply. */
export const SERVICE_IDS = ['e-government', 'encryption', 'cybersecurity', 'ai-solutions'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];
