import { QueryClient } from 'shared-ui/query';
import { prefetch } from './service-page';

const context = (serviceId: string) => ({
  params: { serviceId },
  searchParams: new URLSearchParams(),
  apiBase: '',
  locale: 'en' as const,
});

test.each([
  ['encryption', undefined],
  ['ai-solutions', undefined],
  ['ai-llm', { status: 404 }],
  ['no-such-service', { status: 404 }],
])('the server answers /services/%s with %j', async (serviceId, expected) => {
  await expect(prefetch(new QueryClient(), context(serviceId))).resolves.toEqual(expected);
});
