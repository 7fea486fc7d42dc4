import { brand, PageMeta, useSharedName } from 'shared-ui';
import { marketingMessages } from '../../messages';
import { organizationSchema } from './organization-schema';

/** The home page's metadata and its Organization JSON-LD. */
export function HomeMeta() {
  const t = marketingMessages.useT();
  const name = useSharedName();
  const company = name(brand.name);
  return (
    <PageMeta
      title={t('home.meta.title', { company })}
      description={t('home.meta.description', { company })}
      path="/"
      structuredData={process.env.RENDER_TARGET !== 'browser' && organizationSchema(name)}
    />
  );
}
