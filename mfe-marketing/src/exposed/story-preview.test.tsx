import { screen } from '@testing-library/react';
import type { StoryDetail } from 'contracts';
import { sharedNames } from 'shared-ui';
import { mockFetch, renderWithProviders } from 'shared-ui/test-utils';
import StoryPreview, { loadLocale } from './story-preview';

const story = (overrides: Partial<StoryDetail> = {}): StoryDetail => ({
  slug: 'new-story',
  category: 'awards',
  picture: 'trophy',
  publishedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  title: 'Meridian wins the public-sector award',
  summary: 'Our encryption work for three ministries was recognised.',
  author: 'Leila Mansour',
  body: ['The jury named our work.', 'The team thanks its clients.'],
  related: [],
  ...overrides,
});

describe('./StoryPreview', () => {
  it('shows a story as its page does, from its props, without asking the API, leading nowhere', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<StoryPreview story={story()} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meridian wins the public-sector award' })).toBeInTheDocument();
    expect(screen.getByText('The team thanks its clients.')).toBeInTheDocument();
    expect(screen.getByText('By Leila Mansour')).toBeInTheDocument();
    expect(screen.getByText('Awards')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the photo with its description', () => {
    mockFetch({});
    const photo = { url: '/api/stories/photos/abc', alt: 'The award on a desk' };
    renderWithProviders(<StoryPreview story={story({ photo })} locale="en" />);
    expect(screen.getByRole('img', { name: 'The award on a desk' })).toHaveAttribute('src', photo.url);
  });

  it('shows the story in Arabic, right to left, with the Arabic page’s words, in an English page', async () => {
    await Promise.all([loadLocale('ar'), sharedNames.load('ar')]);
    mockFetch({});
    renderWithProviders(
      <StoryPreview
        story={story({ title: 'ميريديان تفوز بجائزة القطاع العام', author: 'ليلى منصور', body: ['أشادت لجنة التحكيم بعملنا.'] })}
        locale="ar"
      />,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'ميريديان تفوز بجائزة القطاع العام' });
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('بقلم ليلى منصور')).toBeInTheDocument();
    expect(screen.getByText('جوائز')).toBeInTheDocument();
    expect(screen.getByText('أشادت لجنة التحكيم بعملنا.')).toBeInTheDocument();
  });
});
