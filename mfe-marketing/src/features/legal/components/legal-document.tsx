import { pathWithoutLocale } from 'contracts/languages';
import { Fragment, useId } from 'react';
import { formatArabicDate, formatNeutralDate, Link, useLocale, useLocation } from 'shared-ui';
import type { LegalBlock, LegalContent, LegalSection, RichText } from '../legal-content';
import { legalLabelsText } from '../legal-texts';
import styles from './legal-document.module.css';

const TOC_TITLE_ID = 'legal-toc-title';

/**
 * A legal document: its last-updated date, a table of contents and numbered sections.
 * The section headings are the only h2s, so the outline is the document itself; the
 * table of contents is a named nav landmark, not a heading.
 */
export function LegalDocument({ content }: { content: LegalContent }) {
  const labels = legalLabelsText.useText();
  // Written out rather than formatted with Intl, so that hydrating loads no locale data.
  const formatDate = useLocale() === 'ar' ? formatArabicDate : formatNeutralDate;
  return (
    <div className={styles.layout}>
      {labels.translationNotice && <TranslationNotice {...labels.translationNotice} />}

      <p className={styles.lastUpdated}>
        {labels.lastUpdated}: <time dateTime={content.lastUpdated}>{formatDate(content.lastUpdated)}</time>
      </p>

      <nav aria-labelledby={TOC_TITLE_ID} className={styles.toc}>
        <p id={TOC_TITLE_ID} className={styles.tocTitle}>
          {labels.contents}
        </p>
        <ol className={styles.tocList}>
          {content.sections.map((section) => (
            <li key={section.id}>
              {/* A native fragment link also moves keyboard focus to the section. */}
              <a href={`#${section.id}`} className={styles.tocLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {content.sections.map((section, index) => (
          <DocumentSection key={section.id} section={section} number={index + 1} />
        ))}
      </div>
    </div>
  );
}

/** That the English text prevails, with a link to it: a plain link, which the page's language does not rewrite. */
function TranslationNotice({ text, englishLink }: { text: string; englishLink: string }) {
  const englishPath = pathWithoutLocale(useLocation().pathname);
  return (
    <p className={styles.translationNotice}>
      {text}{' '}
      <a href={englishPath} hrefLang="en">
        {englishLink}
      </a>
    </p>
  );
}

function DocumentSection({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section className={styles.section}>
      <h2 id={section.id} className={styles.sectionHeading}>
        <span className={styles.sectionNumber}>{number}.</span> {section.title}
      </h2>
      {section.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content with no natural id that never reorders
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Rich text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={plainText(item)}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <Table block={block} />;
    case 'contact':
      return (
        <address className={styles.contact}>
          {block.lines.map((line) => (
            <span key={line} className={styles.contactLine}>
              {/* Isolated: on a right-to-left page, a Latin address keeps its leading street number in front. */}
              <bdi>{line}</bdi>
            </span>
          ))}
          <a href={`mailto:${block.email}`} dir="ltr" className={styles.contactEmail}>
            {block.email}
          </a>
        </address>
      );
  }
}

type TableBlock = Extract<LegalBlock, { kind: 'table' }>;

/** A wide table scrolls inside its own region, so narrow screens never scroll the whole page sideways. */
function Table({ block }: { block: TableBlock }) {
  const captionId = useId();
  return (
    // A named section is a region; a scrollable one must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls, so it takes focus
    <section aria-labelledby={captionId} tabIndex={0} className={styles.tableScroll}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          {block.caption}
        </caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                <BreakAfterSlashes text={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row" className={styles.rowName}>
                {/* A cookie's name is Latin: '_ga' keeps its underscore in front on a right-to-left page. */}
                <bdi>{name}</bdi>
              </th>
              {block.columns.slice(1).map((column, index) => (
                <td key={column}>{cells[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** 'Provider/Purpose' may wrap after its slash on narrow screens; the text itself is unchanged. */
function BreakAfterSlashes({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={part}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part) =>
    typeof part === 'string' ? (
      part
    ) : part.href.startsWith('/') ? (
      <Link key={part.href} to={part.href}>
        {part.label}
      </Link>
    ) : (
      <a key={part.href} href={part.href} dir={part.href.startsWith('mailto:') ? 'ltr' : undefined}>
        {part.label}
      </a>
    ),
  );
}

function plainText(text: RichText): string {
  return typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.label)).join('');
}
