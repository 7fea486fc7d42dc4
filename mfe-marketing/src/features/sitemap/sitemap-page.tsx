import { type SiteLink, sitemapLinkGroups } from 'contracts/site-links';
import { brand, Container, Link, PageHero, PageMeta, useSharedName } from 'shared-ui';
import { marketingMessages } from '../../messages';
import styles from './sitemap-page.module.css';

function LinkList({ links, nested = false }: { links: readonly SiteLink[]; nested?: boolean }) {
  const name = useSharedName();
  return (
    <ul className={nested ? styles.sublinks : styles.links}>
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={styles.link}>
            {name(link.name)}
          </Link>
          {link.sublinks && <LinkList links={link.sublinks} nested />}
        </li>
      ))}
    </ul>
  );
}

export function SitemapPage() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  return (
    <>
      <PageMeta title={t('sitemap.title')} description={t('sitemap.meta.description', { company: name(brand.name) })} />
      <PageHero title={t('sitemap.title')} text={t('sitemap.hero.text')} />
      <Container className={styles.groups}>
        {sitemapLinkGroups.map((group, index) => {
          const headingId = `sitemap-group-${index}`;
          return (
            <section key={group.title} aria-labelledby={headingId} className={styles.group}>
              <h2 id={headingId} className={styles.groupTitle}>
                {name(group.title)}
              </h2>
              <LinkList links={group.links} />
            </section>
          );
        })}
      </Container>
    </>
  );
}
