/** The design system's own words, in English. */
export const UI_TEXT = {
  optional: '(optional)',
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading',
};

export type UiText = Readonly<Record<keyof typeof UI_TEXT, string>>;
