import { footerLinkGroups } from 'contracts/site-links';
import { brand, Container, Link, LogoMark, useSharedName } from 'shared-ui';
import { SocialLinks } from 'shared-ui/social-links';
import { shellMessages } from '../messages';
import styles from './footer.module.css';

export function Footer() {
  // The copyright line shows the current year, so it is computed at render.
  const year = new Date().getFullYear();
  const t = shellMessages.useT();
  const name = useSharedName();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brandName}>
              <LogoMark className={styles.logoMark} />
              {name(brand.name)}
            </p>
            <p>{t('footer.since', { year: brand.foundedYear })}</p>
            <p>{t('footer.headquarters', { city: name(brand.headquarters.city) })}</p>
            <SocialLinks tone="onDark" className={styles.social} />
          </div>
          <nav aria-label={t('nav.footer')} className={styles.groups}>
            {footerLinkGroups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{name(group.title)}</h2>
                <ul className={styles.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link.url}>
                      <Link to={link.url} className={styles.link}>
                        {name(link.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year, company: name(brand.name) })}</p>
      </Container>
    </footer>
  );
}
