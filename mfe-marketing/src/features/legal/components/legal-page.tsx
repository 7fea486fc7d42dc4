import { Container, PageHero, usePageMeta } from 'shared-ui';
import type { LegalContent } from '../legal-content';
import { LegalDocument } from './legal-document';

/** A whole legal page: the hero with its h1, then the document. */
export function LegalPage({ content }: { content: LegalContent }) {
  usePageMeta({ title: content.title, description: content.description });

  return (
    <>
      <PageHero title={content.title} text={content.summary} />
      <Container>
        <LegalDocument content={content} />
      </Container>
    </>
  );
}
