import { Link } from 'react-router-dom';
import { brand, Container, LogoMark, SocialLinks } from 'shared-ui';
import styles from './footer.module.css';
import { footerGroups } from './navigation';

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
            {footerGroups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={styles.link}>
                        {link.label}
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
