import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import { JOBS, makeJob } from '../test-utils';
import ApplicationForm from './application-form';
import ApplyPage from './apply-page';
import CareersPage from './careers-page';
import CareersTabs from './careers-tabs';
import JobPage from './job-page';
import JobPreview from './job-preview';
import SharePosition from './share-position';

describe('the exposed pages', () => {
  it('./CareersPage shows the hero and the job openings', async () => {
    mockFetch({ 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<CareersPage CareersTabs={CareersTabs} />, { route: '/careers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Penetration Tester' })).toHaveAttribute(
      'href',
      '/careers/penetration-tester',
    );
  });

  it('./JobPage reads the slug from the route', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job }, 'GET /api/careers': { body: JOBS } });
    renderWithProviders(<JobPage SharePosition={SharePosition} />, {
      route: '/careers/penetration-tester',
      path: '/careers/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' })).toBeInTheDocument();
  });

  it('./ApplyPage reads the jobId (the slug) from the route', async () => {
    const job = makeJob({ slug: 'penetration-tester', title: 'Penetration Tester' });
    mockFetch({ 'GET /api/careers/penetration-tester': { body: job } });
    renderWithProviders(<ApplyPage ApplicationForm={ApplicationForm} />, {
      route: '/apply/penetration-tester',
      path: '/apply/:jobId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Penetration Tester' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Job application' })).toBeInTheDocument();
  });
});

describe('./JobPreview', () => {
  it('shows a job as its public page does, from the props it is given, without asking the API', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(
      <JobPreview job={makeJob({ title: 'Cloud Security Architect', responsibilities: ['Design zero-trust networks'] })} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud Security Architect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Responsibilities' })).toBeInTheDocument();
    expect(screen.getByText('Design zero-trust networks')).toBeInTheDocument();
    expect(screen.getByText('$135,000 – $165,000 per year')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads nowhere: no way back, no apply link, no sharing, no landmark of its own', () => {
    mockFetch({});
    renderWithProviders(<JobPreview job={makeJob()} />);
    expect(screen.getByText('Apply Now')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says applications are closed for a closed job', () => {
    mockFetch({});
    renderWithProviders(<JobPreview job={makeJob({ accepting_applications: false })} />);
    expect(screen.getByText('Applications are closed')).toBeInTheDocument();
    expect(screen.queryByText('Apply Now')).not.toBeInTheDocument();
  });
});
