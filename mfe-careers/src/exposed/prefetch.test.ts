import type { PagePrefetch } from 'shared-ui/federation';
import { mockFetch, testQueryClient } from 'shared-ui/test-utils';
import { JOBS, makeJob } from '../test-utils';
import { prefetch as applyPrefetch } from './apply-page';
import { prefetch as careersPrefetch } from './careers-page';
import { prefetch as jobPrefetch } from './job-page';

const API = 'http://127.0.0.1:4000';
const context = (params: Record<string, string>) => ({ params, searchParams: new URLSearchParams(), apiBase: API });

describe('prefetch of ./CareersPage', () => {
  it('fills the cache with the jobs from the API origin', async () => {
    const fetchMock = mockFetch({ [`GET ${API}/api/careers`]: { body: JOBS } });
    const queryClient = testQueryClient();
    expect(await careersPrefetch(queryClient, context({}))).toBeUndefined();
    expect(queryClient.getQueryData(['careers'])).toEqual(JOBS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets the page render its own error message when the API is down', async () => {
    mockFetch({});
    const queryClient = testQueryClient();
    expect(await careersPrefetch(queryClient, context({}))).toBeUndefined();
    expect(queryClient.getQueryState(['careers'])?.status).toBe('error');
  });
});

describe.each<[string, PagePrefetch, string]>([
  ['./JobPage', jobPrefetch, 'slug'],
  ['./ApplyPage', applyPrefetch, 'jobId'],
])('prefetch of %s', (_page, prefetch, param) => {
  it('fills the cache with the job', async () => {
    const job = makeJob();
    mockFetch({ [`GET ${API}/api/careers/${job.slug}`]: { body: job }, [`GET ${API}/api/careers`]: { body: JOBS } });
    const queryClient = testQueryClient();
    expect(await prefetch(queryClient, context({ [param]: job.slug }))).toBeUndefined();
    expect(queryClient.getQueryData(['careers', job.slug])).toEqual(job);
  });

  it('answers 404 for an unknown job, with the missing job in the cache', async () => {
    mockFetch({ [`GET ${API}/api/careers/no-such-job`]: { status: 404, body: { message: 'Job not found' } } });
    const queryClient = testQueryClient();
    expect(await prefetch(queryClient, context({ [param]: 'no-such-job' }))).toEqual({ status: 404 });
    expect(queryClient.getQueryData(['careers', 'no-such-job'])).toBeNull();
  });

  it('answers 404 without asking the API for a slug that cannot exist', async () => {
    const fetchMock = mockFetch({});
    expect(await prefetch(testQueryClient(), context({ [param]: '../etc/passwd' }))).toEqual({ status: 404 });
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('passwd'), expect.anything());
  });

  it('answers 503 when the API cannot be reached', async () => {
    mockFetch({});
    expect(await prefetch(testQueryClient(), context({ [param]: 'penetration-tester' }))).toEqual({ status: 503 });
  });
});

describe('prefetch of ./JobPage', () => {
  it("also fills the list behind 'Similar Positions'", async () => {
    const job = makeJob();
    mockFetch({ [`GET ${API}/api/careers/${job.slug}`]: { body: job }, [`GET ${API}/api/careers`]: { body: JOBS } });
    const queryClient = testQueryClient();
    await jobPrefetch(queryClient, context({ slug: job.slug }));
    expect(queryClient.getQueryData(['careers'])).toEqual(JOBS);
  });
});
