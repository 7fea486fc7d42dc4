import { type SiteLink, sitemapLinkGroups } from 'contracts/site-links';
import { storyPath } from 'contracts/story-rules';
import { brand, Container, Link, PageHero, PageMeta, useLocale, useSharedName } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { usePublishedStories } from './api/get-published-stories';
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

/** Every published story, in the page's language, each linking its page. */
function StoryLinks() {
  const t = marketingMessages.useT();
  const { data: stories = [] } = usePublishedStories(useLocale());
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="sitemap-stories" className={styles.group}>
      <h2 id="sitemap-stories" className={styles.groupTitle}>
        {t('sitemap.stories.title')}
      </h2>
      <ul className={styles.links}>
        {stories.map((story) => (
          <li key={story.slug}>
            <Link to={storyPath(story.slug)} className={styles.link}>
              {story.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
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
        <StoryLinks />
      </Container>
    </>
  );
}
