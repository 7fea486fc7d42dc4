/** A legal document as typed data; `LegalDocument` renders it. */
export interface LegalContent {
  /** The page's h1 and document title. */
  title: string;
  /** Meta description of the page. */
  description: string;
  /** One sentence under the title saying what the document covers. */
  summary: string;
  /** ISO date (yyyy-mm-dd) of the last revision. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

export interface LegalSection {
  /** Anchor of the section heading, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'contact'; lines: readonly string[]; email: string };

/** Plain text, or text with links: a site path ('/cookie-policy') or a mailto: address. */
export type RichText = string | readonly (string | LegalLink)[];

export interface LegalLink {
  label: string;
  href: string;
}
