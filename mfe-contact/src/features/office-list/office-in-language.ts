import type { Location } from 'contracts';
import { localized, useSharedName } from 'shared-ui';
import type { OfficeTexts } from './office-text';

/** English has no office text of its own: the API writes the offices in English. */
export const officeTexts = localized<OfficeTexts>(
  'mfe_contact:office-texts',
  {},
  { en: async () => ({ default: {} }), ar: () => import('./office-text.ar') },
);

/** An office as the page's language writes it: its text from `officeTexts`, its city and services as shared names. */
export function useOfficeInLanguage(): (office: Location) => Location {
  const texts = officeTexts.useText();
  const name = useSharedName();
  return (office) => ({
    ...office,
    ...texts[office.slug],
    name: name(office.name),
    services: office.services.map(name),
  });
}
