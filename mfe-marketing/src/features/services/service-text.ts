import { localized, useSharedName } from 'shared-ui';
import { serviceDetails } from './service-details';
import { type ServiceCardText, type ServiceContent, services } from './services-content';

const englishCardText = Object.fromEntries(
  services.map(({ id, description, features }) => [id, { description, features }]),
) as ServiceCardText;

// Bundled in the browser too: the cards' English comes with the services' ids and titles, which pages use.
export const serviceCardText = localized<ServiceCardText>('mfe_marketing:service-cards', englishCardText, {
  en: async () => ({ default: englishCardText }),
  ar: () => import('./services-content.ar'),
});

/** The four services as their cards show them, in the page's language. */
export function useServices(): readonly ServiceContent[] {
  const text = serviceCardText.useText();
  const name = useSharedName();
  return services.map((service) => ({ ...service, title: name(service.title), ...text[service.id] }));
}

/** What only a service's own page shows, in the page's language. */
export const serviceDetailsText = localized(
  'mfe_marketing:service-details',
  process.env.RENDER_TARGET === 'browser' ? undefined : serviceDetails,
  {
    en: async () => ({ default: (await import('./service-details')).serviceDetails }),
    ar: () => import('./service-details.ar'),
  },
);
