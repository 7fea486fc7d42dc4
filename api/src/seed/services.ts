import type { Service } from 'contracts';
import { SERVICE_IDS, SERVICE_SUMMARIES } from 'contracts/service-ids';

/** The four service lines, in the order the site lists them. */
export const services: Service[] = SERVICE_IDS.map((id) => ({ id, ...SERVICE_SUMMARIES[id] }));
