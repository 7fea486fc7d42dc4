import { NotFoundScreen, PageMeta } from 'shared-ui';
import { shellMessages } from '../messages';

export function NotFoundPage() {
  const t = shellMessages.useT();
  return (
    <>
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} noIndex />
      <NotFoundScreen title={t('notFound.heading')} text={t('notFound.text')} linkTo="/" linkLabel={t('notFound.back')} />
    </>
  );
}
