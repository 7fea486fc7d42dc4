import { brand, PageMeta } from 'shared-ui';
import { organizationSchema } from './organization-schema';

/** The home page's metadata and its Organization JSON-LD (spec §2 Home). */
export function HomeMeta() {
  return (
    <PageMeta
      title={`${brand.name}: E-Government, Encryption, Cybersecurity & AI Solutions`}
      description={`${brand.name} builds secure e-government platforms, encryption, cybersecurity and AI/LLM solutions for governments and enterprises, from Chicago to the Middle East.`}
      path="/"
      structuredData={organizationSchema()}
    />
  );
}
