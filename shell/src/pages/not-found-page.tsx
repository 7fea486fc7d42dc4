import { ButtonLink, Container, usePageMeta } from 'shared-ui';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist. Return to the home page to explore our services, careers and offices.',
    noIndex: true,
  });
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.text}>Did you forget to add the page to the router?</p>
      <ButtonLink to="/">Back to Home</ButtonLink>
    </Container>
  );
}
