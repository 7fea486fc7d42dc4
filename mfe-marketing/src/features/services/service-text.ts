import { localized, useSharedName } from 'shared-ui';
import { serviceDetails } from './service-details';
import { type ServiceCardText, type ServiceContent, services } from './services-content';

const englishCardText = Object.fromEntries(
  services.map(({ id, description, features }) => [id, { description, features }]),
) as ServiceCardText;

export const serviceCardText = localized<ServiceCardText>('mfe_marketing:service-cards', englishCardText, {
  ar: () => import('./services-content.ar'),
});

/** The four services as their cards show them, in the page's language. */
export function useServices(): readonly ServiceContent[] {
  const text = serviceCardText.useText();
  const name = useSharedName();
  return services.map((service) => ({ ...service, title: name(service.title), ...text[service.id] }));
}

/** What only a service's own page shows, in the page's language. */
export const serviceDetailsText = localized('mfe_marketing:service-details', serviceDetails, {
  ar: () => import('./service-details.ar'),
});
