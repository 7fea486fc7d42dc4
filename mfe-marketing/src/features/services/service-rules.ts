import { SERVICE_IDS, type ServiceId } from 'contracts/service-ids';

/** A service page's 'Implementation Solutions' show up to three cards. */
export const IMPLEMENTATION_CARDS_MAX = 3;

/** 'Explore Other Services' shows at most 3. */
export const EXPLORE_OTHER_SERVICES_MAX = 3;

/** Whether a route parameter names one of the four services; `ai-llm` (the sitemap's old link) does not. */
export function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}

export function servicePath(id: ServiceId): string {
  return `/services/${id}`;
}

/** The services offered under 'Explore Other Services': never the current one, at most the limit, in site order. */
export function otherServices<T extends { id: ServiceId }>(
  services: readonly T[],
  currentId: ServiceId,
  max = EXPLORE_OTHER_SERVICES_MAX,
): T[] {
  return services.filter((service) => service.id !== currentId).slice(0, max);
}

/** The implementation cards a service page shows: the first ones, up to the limit. */
export function shownImplementations<T>(implementations: readonly T[], max = IMPLEMENTATION_CARDS_MAX): T[] {
  return implementations.slice(0, max);
}
