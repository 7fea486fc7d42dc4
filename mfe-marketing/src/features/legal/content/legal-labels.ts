import { formatNeutralDate } from 'shared-ui';

/** The words of a legal page around its document: the date line, the table of contents, and which text prevails. */
export interface LegalLabels {
  lastUpdated: string;
  contents: string;
  /** The last-updated date as the page's language writes it, with no Intl to load while hydrating. */
  formatDate: (isoDate: string) => string;
  /** A translation first says that the English text prevails, and links to it. */
  translationNotice?: { text: string; englishLink: string };
}

export const legalLabels: LegalLabels = {
  lastUpdated: 'Last updated',
  contents: 'Contents',
  formatDate: formatNeutralDate,
};
