import { PageMeta } from 'shared-ui';

/** Every page of the console: its own title, and never indexed or followed. */
export function StaffMeta({ title }: { title: string }) {
  return <PageMeta title={`${title} | Staff console`} description="The staff console of the company's website." noIndex />;
}
