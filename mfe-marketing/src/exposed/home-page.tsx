import { loadTexts } from 'shared-ui';
import type { HomePageProps, LoadLocale } from 'shared-ui/federation';
import { AboutSummary } from '../features/home/about-summary';
import { ClosingCall } from '../features/home/closing-call';
import { HomeHero } from '../features/home/home-hero';
import { HomeMeta } from '../features/home/home-meta';
import { homeText } from '../features/home/home-text';
import { ServicesSection } from '../features/services/service-cards';
import { serviceCardText } from '../features/services/service-text';
import { marketingMessages } from '../messages';

/**
 * ./HomePage at /, its sections in order: hero, services, about, then the shell's slots with
 * the contact remote's office locations and contact section, and the closing call to action.
 */
export default function HomePage({ locationsSlot, contactSlot }: HomePageProps) {
  return (
    <>
      <HomeMeta />
      <HomeHero />
      <ServicesSection />
      <AboutSummary />
      {locationsSlot}
      {contactSlot}
      <ClosingCall />
    </>
  );
}

export const loadLocale: LoadLocale = (locale) => loadTexts(locale, [marketingMessages, homeText, serviceCardText]);
