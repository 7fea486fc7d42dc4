import { LOCALE_COOKIE } from 'contracts/languages';
import { RELEASE_BUCKET_COOKIE } from 'contracts/release-rules';
import { brand, headquartersAddress } from 'shared-ui';
import { LEGAL_LAST_UPDATED } from '../last-updated';
import type { LegalContent } from '../legal-content';

export const GOOGLE_ANALYTICS_OPT_OUT_URL = 'https://tools.google.com/dlpage/gaoptout';
export const GOOGLE_PRIVACY_POLICY_URL = 'https://policies.google.com/privacy';

/** The cookies the site declares, with their durations word for word. */
export const COOKIE_TABLE = {
  caption: 'Cookies set by this website',
  columns: ['Name', 'Provider/Purpose', 'Duration'],
  rows: [
    ['_ga', 'Google Analytics: distinguishes unique visitors by giving each browser a randomly generated identifier.', '2 years'],
    [
      '_gid',
      'Google Analytics: distinguishes visitors and records how they move through the website during the day.',
      '24 hours',
    ],
    ['_gat', 'Google Analytics: limits how often analytics requests are sent.', '1 minute'],
    [
      'session_id',
      `${brand.name} (strictly necessary): keeps your session while you browse and fill in our forms, and protects the forms against forged submissions.`,
      'Session',
    ],
    [
      RELEASE_BUCKET_COOKIE,
      `${brand.name} (strictly necessary): a random number from 0 to 99, and nothing else, set only while we try a new version of part of the website with some visitors first; it keeps you on the same version on every page.`,
      '1 year',
    ],
    [
      LOCALE_COOKIE,
      `${brand.name} (preference): remembers the language you chose with the language switch ("en" or "ar"), and nothing else, so that our home page opens in it on your next visit. It is set only when you use the switch.`,
      '1 year',
    ],
  ],
} as const;

export const cookiePolicy: LegalContent = {
  title: 'Cookie Policy',
  description: `Which cookies the ${brand.name} website sets, why, for how long, and how you can control them.`,
  summary: 'The cookies our website uses, what each one does and how you can control them.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Are Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files that a website stores in your browser. They let the site remember your actions and preferences for a while, and help its owner understand how the site is used. Cookies set by the site you are visiting are first-party cookies; cookies set by another service are third-party cookies.',
        },
        {
          kind: 'paragraph',
          text: [
            `This policy explains which cookies ${brand.name} uses on this website and how you can control them. Please read it together with our `,
            { label: 'Privacy Policy', href: '/privacy-policy' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      title: 'How We Use Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use a small number of cookies, in three categories:',
        },
        {
          kind: 'list',
          items: [
            'Strictly necessary cookies keep your session working while you move between pages and fill in our contact and application forms, and help protect those forms against abuse. The website cannot work properly without them.',
            'Analytics cookies tell us, in aggregate, how many people visit, which pages they read and how they found us, so that we can improve our content.',
            `A preference cookie, ${LOCALE_COOKIE}, remembers the language you chose with the language switch (English or Arabic), so that our home page opens in that language when you come back. It is a first-party cookie, set only when you use the switch; it lasts one year and holds no personal data.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use advertising or cross-site tracking cookies, and we never sell information collected through cookies.',
        },
        {
          kind: 'paragraph',
          text: `To keep the website fast, some page views (a sample chosen at random) also measure how quickly the page loaded, how quickly it answered your clicks and taps, and how much its layout moved, and count any errors in the page. When you leave the page, your browser sends us these numbers with the kind of page (for example "a job page", never its address) and the versions of the website's parts that showed it. This measurement uses no cookie and no identifier: nothing in it can tell us who you are or link two visits, and ${brand.name} reads no cookie it receives with it. We keep each measurement for up to 28 days, and after that only daily averages of all visits.`,
        },
      ],
    },
    {
      id: 'cookies-we-use',
      title: 'Cookies We Use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The table below lists every cookie this website sets. A duration of "Session" means the cookie is deleted when you close your browser.',
        },
        { kind: 'table', ...COOKIE_TABLE },
      ],
    },
    {
      id: 'third-party-cookies',
      title: 'Third-Party Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Our analytics cookies are set by Google Analytics, a service of Google LLC, which processes the data on our behalf to produce statistics. We have turned on IP address anonymisation and turned off data sharing for advertising. ',
            { label: "Google's Privacy Policy", href: GOOGLE_PRIVACY_POLICY_URL },
            ' explains how Google handles this information.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When you follow a link to one of our profiles on a professional or social network, that network may set its own cookies, which are governed by its own policies.',
        },
      ],
    },
    {
      id: 'managing-your-cookie-preferences',
      title: 'Managing Your Cookie Preferences',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can control cookies in your browser: look for "Cookies" or "Privacy" in its settings or help menu. Most browsers let you:',
        },
        {
          kind: 'list',
          items: [
            'See which cookies are stored and delete them one by one or all at once.',
            'Block third-party cookies, or cookies from particular websites.',
            'Block all cookies, or delete them every time you close the browser.',
            [
              'Stop Google Analytics from collecting data about your visits with the ',
              { label: 'Google Analytics Opt-out Browser Add-on', href: GOOGLE_ANALYTICS_OPT_OUT_URL },
              '.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: `Blocking analytics cookies does not change how the website works. Blocking the ${LOCALE_COOKIE} cookie only means that our home page opens in your browser's language, or in English, rather than in the one you chose. Blocking strictly necessary cookies may stop our contact and application forms from working.`,
        },
      ],
    },
    {
      id: 'changes-to-this-cookie-policy',
      title: 'Changes to This Cookie Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We update this policy whenever we add, remove or change a cookie, and change the date at the top of this page when we do. Please check it from time to time.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about our use of cookies, contact us:',
        },
        { kind: 'contact', lines: [brand.name, headquartersAddress], email: brand.email },
      ],
    },
  ],
};
