import { type SiteLink, sitemapLinkGroups } from 'contracts/site-links';
import { brand, Container, Link, PageHero, PageMeta } from 'shared-ui';
import styles from './sitemap-page.module.css';

function LinkList({ links, nested = false }: { links: readonly SiteLink[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.sublinks : styles.links}>
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url} className={styles.link}>
            {link.name}
          </Link>
          {link.sublinks && <LinkList links={link.sublinks} nested />}
        </li>
      ))}
    </ul>
  );
}

export function SitemapPage() {
  return (
    <>
      <PageMeta
        title="Sitemap"
        description={`Every page of the ${brand.name} website: services, company, careers, contact and legal information.`}
      />
      <PageHero title="Sitemap" text="Find any page on our website, from our services and careers to our legal policies." />
      <Container className={styles.groups}>
        {sitemapLinkGroups.map((group, index) => {
          const headingId = `sitemap-group-${index}`;
          return (
            <section key={group.title} aria-labelledby={headingId} className={styles.group}>
              <h2 id={headingId} className={styles.groupTitle}>
                {group.title}
              </h2>
              <LinkList links={group.links} />
            </section>
          );
        })}
      </Container>
    </>
  );
}
