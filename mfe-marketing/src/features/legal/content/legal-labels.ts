/** The words of a legal page around its document: the date line, the table of contents, and which text prevails. */
export interface LegalLabels {
  lastUpdated: string;
  contents: string;
  /** A translation first says that the English text prevails, and links to it. */
  translationNotice?: { text: string; englishLink: string };
}

export const legalLabels: LegalLabels = {
  lastUpdated: 'Last updated',
  contents: 'Contents',
};
