import { Link } from 'react-router-dom';
import { brand, Container } from 'shared-ui';
import styles from './footer.module.css';
import { footerGroups } from './navigation';

const socialLinks = [brand.social.linkedin, brand.social.x];

export function Footer() {
  // spec §2: the copyright line shows the current year, so it is computed at render.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brandName}>{brand.name}</p>
            <p>Delivering advanced technology solutions since {brand.foundedYear}.</p>
            <p>Headquartered in {brand.headquarters.city} with locations worldwide.</p>
            <ul className={styles.social} aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.url}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    {brand.shortName} on {social.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
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
