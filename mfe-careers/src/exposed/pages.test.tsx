import { screen } from '@testing-library/react';
import { JOBS, makeJob, mockFetch, renderWithProviders } from '../test-utils';
import ApplyPage from './apply-page';
import CareersPage from './careers-page';
import JobPage from './job-page';

describe('the exposed pages', () => {
  it('./CareersPage shows the hero and the job openings', async () => {
    mockFetch({ 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<CareersPage />, { route: '/careers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Penetration Tester' })).toHaveAttribute(
      'href',
      '/careers/penetration-tester',
    );
  });

  it('./JobPage reads the slug from the route', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job }, 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<JobPage />, { route: '/careers/penetration-tester', path: '/careers/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' })).toBeInTheDocument();
  });

  it('./ApplyPage reads the jobId (the slug) from the route', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job } });
    renderWithProviders(<ApplyPage />, { route: '/apply/penetration-tester', path: '/apply/:jobId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Job application' })).toBeInTheDocument();
  });
});
