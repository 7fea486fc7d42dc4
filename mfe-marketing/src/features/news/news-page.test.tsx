import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { formatLocalDate } from 'shared-ui';
import { NewsletterBox } from './components/newsletter-box';
import { NewsPage } from './news-page';
import { featuredStory, latestStories, newsStories } from './stories';

const CATEGORIES = ['All', 'Company News', 'Product Launch', 'Partnership', 'Client Success', 'Awards', 'Events'];

function renderPage() {
  return render(
    <MemoryRouter>
      <NewsPage NewsletterBox={NewsletterBox} />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`no section for ${headingName}`);
  return section;
}

describe('NewsPage', () => {
  it('shows one h1 and sets the document title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'News & Insights' })).toBeInTheDocument();
    expect(document.title).toContain('News');
  });

  it("shows the seven category buttons with only 'All' pressed", () => {
    renderPage();
    const buttons = within(screen.getByRole('group', { name: 'News categories' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(CATEGORIES);
    for (const button of buttons) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-pressed', button.textContent === 'All' ? 'true' : 'false');
    }
  });

  it('changes nothing when a category button is clicked', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Awards' }));
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Awards' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(newsStories.length);
  });

  it('shows one featured story and five story cards, six stories in all', () => {
    renderPage();
    expect(newsStories).toHaveLength(6);
    const featured = within(sectionOf('Featured Story')).getAllByRole('article');
    expect(featured).toHaveLength(1);
    expect(within(featured[0] as HTMLElement).getByRole('heading', { name: featuredStory.title })).toBeInTheDocument();
    expect(within(sectionOf('Latest News')).getAllByRole('article')).toHaveLength(5);
  });

  it.each(newsStories.map((story) => [story.title, story]))("links '%s' to /news/<slug>", (_title, story) => {
    renderPage();
    expect(screen.getByRole('link', { name: story.title })).toHaveAttribute('href', `/news/${story.slug}`);
  });

  it("shows each story's category, author and date in the viewer's locale", () => {
    renderPage();
    const story = latestStories[0];
    if (!story) throw new Error('no story');
    const card = screen.getByRole('link', { name: story.title }).closest('article') as HTMLElement;
    expect(within(card).getByText(story.category)).toBeInTheDocument();
    expect(within(card).getByText(`By ${story.author}`)).toBeInTheDocument();
    const date = within(card).getByText(formatLocalDate(story.date));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', story.date);
  });

  it('shows a fixed pagination 1 2 3 … 5 with page 1 current and nothing to click', () => {
    renderPage();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const items = within(pagination).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Page 1', 'Page 2', 'Page 3', '…', 'Page 5']);
    expect(within(pagination).getByText('1').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    expect(pagination.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(pagination).queryAllByRole('link')).toHaveLength(0);
    expect(within(pagination).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the newsletter box the shell hands it, after the pagination', () => {
    render(
      <MemoryRouter>
        <NewsPage NewsletterBox={() => <p>The newsletter island</p>} />
      </MemoryRouter>,
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.compareDocumentPosition(screen.getByText('The newsletter island'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('has a labelled e-mail box of type email, in a form that would never put the address in a URL', () => {
    renderPage();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    const form = email.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
  });
});
