import { footerLinkGroups } from 'contracts/site-links';
import { Link } from 'react-router-dom';
import { brand, Container, LogoMark, SocialLinks } from 'shared-ui';
import styles from './footer.module.css';

export function Footer() {
  // spec §2: the copyright line shows the current year, so it is computed at render.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brandName}>
              <LogoMark className={styles.logoMark} />
              {brand.name}
            </p>
            <p>Delivering advanced technology solutions since {brand.foundedYear}.</p>
            <p>Headquartered in {brand.headquarters.city} with locations worldwide.</p>
            <SocialLinks tone="onDark" className={styles.social} />
          </div>
          <nav aria-label="Footer" className={styles.groups}>
            {footerLinkGroups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link.url}>
                      <Link to={link.url} className={styles.link}>
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.copyright}>
          © {year} {brand.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
