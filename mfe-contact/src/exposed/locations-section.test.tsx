import { QueryClient } from 'shared-ui/query';
import { mockFetch } from 'shared-ui/test-utils';
import { prefetch as prefetchContactPage } from './contact-page';
import { prefetch as prefetchContactSection } from './contact-section';
import { prefetch as prefetchLocations } from './locations-section';

const context = (apiBase: string) => ({ params: {}, searchParams: new URLSearchParams(), apiBase });
const chicago = {
  slug: 'chicago',
  name: 'Chicago',
  description: 'Global Headquarters',
  address: '233 South Wacker Drive, Chicago',
  latitude: 41.88,
  longitude: -87.64,
  phone: '+1 (312) 555-0148',
  email: 'chicago@meridian-consulting.example',
  hours: 'Monday–Friday, 9:00–18:00',
  timezone: 'America/Chicago',
  services: ['Encryption Technologies'],
};

describe('prefetch', () => {
  it("fills the locations query from the API's origin", async () => {
    const fetchMock = mockFetch({ 'GET http://api.test/api/locations': { body: [chicago] } });
    const queryClient = new QueryClient();
    await expect(prefetchLocations(queryClient, context('http://api.test'))).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['locations'])).toEqual([chicago]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the page at 200 when the API cannot be reached: the section offers Retry', async () => {
    mockFetch({});
    const queryClient = new QueryClient();
    await expect(prefetchLocations(queryClient, context('http://api.test'))).resolves.toBeUndefined();
    expect(queryClient.getQueryState(['locations'])?.status).toBe('error');
  });

  it.each([
    ['ContactSection', prefetchContactSection],
    ['ContactPage', prefetchContactPage],
  ])('%s prefetches the locations and services it reads', async (_name, prefetch) => {
    mockFetch({
      'GET http://api.test/api/locations': { body: [chicago] },
      'GET http://api.test/api/services': { body: [] },
    });
    const queryClient = new QueryClient();
    await expect(prefetch(queryClient, context('http://api.test'))).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['locations'])).toEqual([chicago]);
    expect(queryClient.getQueryData(['services'])).toEqual([]);
  });
});
