import { cookiePolicy } from './content/cookie-policy';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';
import type { LegalBlock, LegalContent, RichText } from './legal-content';
import { cookiePolicyText, privacyPolicyText, termsOfServiceText } from './legal-texts';

const linksOf = (text: RichText) =>
  typeof text === 'string' ? [] : text.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));

/** What a translation keeps of its English: the anchors, the blocks and their sizes, the links, the cookie names, the e-mail. */
function shapeOf(block: LegalBlock) {
  switch (block.kind) {
    case 'paragraph':
      return { kind: block.kind, links: linksOf(block.text) };
    case 'list':
      return { kind: block.kind, items: block.items.map(linksOf) };
    case 'table':
      return {
        kind: block.kind,
        columns: block.columns.length,
        rows: block.rows.map(([name, ...cells]) => [name, cells.length]),
      };
    case 'contact':
      return { kind: block.kind, lines: block.lines.length, email: block.email };
  }
}

const structureOf = (content: LegalContent) => ({
  lastUpdated: content.lastUpdated,
  sections: content.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(shapeOf) })),
});

test.each([
  ['privacy policy', privacyPolicy, privacyPolicyText],
  ['terms of service', termsOfService, termsOfServiceText],
  ['cookie policy', cookiePolicy, cookiePolicyText],
])('the Arabic %s has every section, paragraph, list item, link and table row of the English', async (_name, english, text) => {
  const arabic = await text.load('ar');
  expect(structureOf(arabic)).toEqual(structureOf(english));
  expect(arabic.title).not.toBe(english.title);
});
