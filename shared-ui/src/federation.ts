/**
 * The React side of the federation contract (contracts/federation names the modules): the props
 * the shell gives exposed modules and the `prefetch` a page module may export. Types only.
 */

import type { JobDetail, StoryDetail } from 'contracts';
import type { PrefetchContext, PrefetchResult } from 'contracts/federation';
import type { Locale } from 'contracts/languages';
import type { ComponentType, ReactNode } from 'react';
import type { RenderedText } from './i18n/localized';
import type { QueryClient } from './query';

/** Props of the home page's slots, filled by the shell with other remotes' sections. */
export interface HomePageProps {
  /** The office locations (`#locations`): mfe-contact's `./LocationsSection`. */
  locationsSlot?: ReactNode;
  /** The contact section (`#contact`): mfe-contact's `./ContactSection`. */
  contactSlot?: ReactNode;
}

/** Props of mfe-contact's `./ContactSection`. */
export interface ContactSectionProps {
  /** The office list beside the form; the home page leaves it out, its locations section shows the offices. */
  showOffices?: boolean;
}

/**
 * Props of mfe-contact's `./ContactPage`. The shell hands it the page's own form, `./ContactWizard`,
 * as a component: rendered by the server with the page, hydrated once the visitor turns to it.
 */
export interface ContactPageProps {
  ContactWizard: ComponentType;
}

/**
 * Props of mfe-marketing's `./NewsPage`, which the browser never hydrates: its newsletter box,
 * `./NewsletterBox`, is its one island, rendered by the server with the page and hydrated alone.
 */
export interface NewsPageProps {
  NewsletterBox: ComponentType;
}

/** Which newsletter link a page answers: the confirmation mail's, or any newsletter mail's unsubscribe. */
export type NewsletterAction = 'confirm' | 'unsubscribe';

/** Props of mfe-marketing's `./NewsletterButton`: the button that does what the link's page says, with the link's token. */
export interface NewsletterButtonProps {
  action: NewsletterAction;
  token: string;
}

/**
 * Props of mfe-marketing's `./NewsletterPage` (/newsletter/confirm, /newsletter/unsubscribe):
 * a static page whose one island is its button. A button, not the link itself, confirms or
 * unsubscribes: mail scanners open every link of a mail.
 */
export interface NewsletterPageProps {
  NewsletterButton: ComponentType<NewsletterButtonProps>;
}

/**
 * Props of mfe-careers' `./ApplicationForm`: the form for a job that takes applications, and what
 * replaces it once sent. Data only: on the static apply page it is an island, its props in the HTML.
 */
export interface ApplicationFormProps {
  job: JobDetail;
}

/** Props of mfe-careers' `./ApplyPage`: its form, handed over as `ContactPageProps` hands the contact page its own. */
export interface ApplyPageProps {
  ApplicationForm: ComponentType<ApplicationFormProps>;
}

/** Props of mfe-careers' `./SharePosition`: the job page's Share action, the one island of that page. */
export interface SharePositionProps {
  title: string;
}

/** Props of mfe-careers' `./JobPage`: its Share action, handed over as `ApplyPageProps` hands over the form. */
export interface JobPageProps {
  SharePosition: ComponentType<SharePositionProps>;
}

/** Props of mfe-careers' `./CareersPage`: its tabs (openings with their filters, benefits, process), its island. */
export interface CareersPageProps {
  CareersTabs: ComponentType;
}

/**
 * Props of mfe-careers' `./InterviewBooking`: the times of an interview to choose from, or the one
 * chosen, read from the page's data by the link's token. Data only: it is the page's island.
 */
export interface InterviewBookingProps {
  token: string;
}

/** Props of mfe-careers' `./InterviewPage`: its booking panel, handed over as `ApplyPageProps` hands over the form. */
export interface InterviewPageProps {
  InterviewBooking: ComponentType<InterviewBookingProps>;
}

/** Props of mfe-careers' `./JobPreview`: the job page's content for a job as it would be published. */
export interface JobPreviewProps {
  job: JobDetail;
}

/**
 * Props of mfe-marketing's `./StoryPreview`: a story's page content (the same component as
 * `/news/<slug>`) for a story as it would be published, in one language.
 */
export interface StoryPreviewProps {
  story: StoryDetail;
  locale: Locale;
}

/**
 * Props of mfe-staff's `./StaffPage`, the staff console at `/staff/*`. The shell hands it other
 * remotes' modules as components, which the console renders with props of its own: careers'
 * `./JobPreview` in the job editor (careers keeps owning how a job looks), marketing's
 * `./StoryPreview` in the story editor.
 */
export interface StaffPageProps {
  JobPreview?: ComponentType<JobPreviewProps>;
  StoryPreview?: ComponentType<StoryPreviewProps>;
}

/**
 * The optional `prefetch` export of an exposed page or section module: it fills the query cache
 * with the same `queryOptions` the component reads, so the server renders the page with its data.
 */
export type PagePrefetch = (queryClient: QueryClient, context: PrefetchContext) => Promise<PrefetchResult | undefined>;

/**
 * The optional `loadLocale` export of an exposed module: loads the text its components show in a
 * language (its messages and content, see shared-ui's `localized` and `loadTexts`). The shell
 * awaits it before the server renders the module, and sends what it gives in the page's state:
 * the browser hydrates with that text rather than loading it again.
 */
export type LoadLocale = (locale: Locale) => Promise<RenderedText>;
