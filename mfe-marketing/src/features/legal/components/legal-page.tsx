import { Container, PageHero, PageMeta } from 'shared-ui';
import type { LegalContent } from '../legal-content';
import { LegalDocument } from './legal-document';

/** A whole legal page: the hero with its h1, then the document. */
export function LegalPage({ content }: { content: LegalContent }) {
  return (
    <>
      <PageMeta title={content.title} description={content.description} />
      <PageHero title={content.title} text={content.summary} />
      <Container>
        <LegalDocument content={content} />
      </Container>
    </>
  );
}
