import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-utils';
import { CareersOverview, CareersTabs } from './careers-overview';

function renderOverview() {
  return renderWithProviders(<CareersOverview tabs={<CareersTabs openings={<p>The job list</p>} />} />, { route: '/careers' });
}

describe('CareersOverview', () => {
  it("has the hero 'Join Our Team' with 'View Open Positions' (#openings) and 'Learn About Culture'", async () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute('href', '#openings');
    expect(screen.getByRole('link', { name: 'Learn About Culture' })).toHaveAttribute('href', '/culture');
    expect(document.getElementById('openings')).toContainElement(screen.getByRole('tablist', { name: 'Careers' }));
    await waitFor(() => expect(document.title).toBe(`Careers | ${brand.name}`));
  });

  it("links the open jobs' RSS and Atom feeds in the head", async () => {
    renderOverview();
    await waitFor(() => expect(document.title).toBe(`Careers | ${brand.name}`));
    const feeds = [...document.head.querySelectorAll('link[rel="alternate"][type]')].map((link) =>
      ['type', 'title', 'href'].map((name) => link.getAttribute(name)),
    );
    expect(feeds).toEqual([
      ['application/rss+xml', 'Open positions (RSS)', `${brand.siteUrl}/careers/feed.xml`],
      ['application/atom+xml', 'Open positions (Atom)', `${brand.siteUrl}/careers/feed.atom`],
    ]);
  });

  it('opens on Job Openings, then Benefits and Process', () => {
    renderOverview();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Job Openings', 'Benefits', 'Process']);
    expect(screen.getByRole('tab', { name: 'Job Openings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Job Openings' })).toHaveTextContent('The job list');
  });

  it('lists the six perks under Benefits', async () => {
    const user = userEvent.setup();
    renderOverview();
    await user.click(screen.getByRole('tab', { name: 'Benefits' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Benefits' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Professional Growth',
      'Global Impact',
      'Competitive Compensation',
      'Work-Life Balance',
      'International Opportunities',
      'Innovative Environment',
    ]);
  });

  it("shows the three steps, '2-4 weeks' and 'Apply Now' under Process", async () => {
    const user = userEvent.setup();
    renderOverview();
    screen.getByRole('tab', { name: 'Job Openings' }).focus();
    await user.keyboard('{End}');
    const panel = within(screen.getByRole('tabpanel', { name: 'Process' }));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Application Review',
      'Technical Assessment',
      'Interview Process',
    ]);
    expect(panel.getByText('2-4 weeks')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply/senior-cybersecurity-analyst');
  });

  it("brings back the Job Openings tab with 'View Open Positions'", async () => {
    const user = userEvent.setup();
    renderOverview();
    await user.click(screen.getByRole('tab', { name: 'Process' }));
    await user.click(screen.getByRole('link', { name: 'View Open Positions' }));
    expect(screen.getByRole('tab', { name: 'Job Openings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The job list')).toBeVisible();
  });
});
