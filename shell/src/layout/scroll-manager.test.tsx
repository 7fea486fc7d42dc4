import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useSearchParams } from 'react-router-dom';
import { HASH_TARGET_WAIT_MS, ScrollManager } from './scroll-manager';

const scrollIntoView = jest.fn();
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  document.getElementById('contact')?.remove();
  scrollTo.mockRestore();
  jest.useRealTimers();
});

/** A filter that writes its value into the page's query, as the job list does. */
function QueryFilter() {
  const [, setSearchParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setSearchParams({ q: 'security' }, { replace: true })}>
      Filter
    </button>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ScrollManager />
      <QueryFilter />
      <Link to="/careers">Careers</Link>
      <Link to="/#locations">Locations</Link>
      <section id="locations">Our Office Locations</section>
    </MemoryRouter>,
  );
}

/** Appends an element the way a late remote page would; awaits the observer's microtask. */
async function addLateSection(id: string): Promise<HTMLElement> {
  const section = document.createElement('section');
  section.id = id;
  await act(async () => {
    document.body.append(section);
  });
  return section;
}

describe('ScrollManager', () => {
  it('scrolls to the top on navigation', async () => {
    const user = userEvent.setup();
    renderAt('/about');
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });

  it('leaves the loaded page where the visitor has scrolled it while it hydrated', () => {
    renderAt('/about');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stays where it is when the page replaces only its query', async () => {
    const user = userEvent.setup();
    renderAt('/careers');
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls the element named by the hash into view', async () => {
    const user = userEvent.setup();
    renderAt('/careers');
    await user.click(screen.getByRole('link', { name: 'Locations' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('locations'));
  });

  it('waits for a hash target that a remote page renders later', async () => {
    renderAt('/#contact');
    expect(scrollIntoView).not.toHaveBeenCalled();
    const contact = await addLateSection('contact');
    expect(scrollIntoView.mock.contexts).toEqual([contact]);
  });

  it('stops waiting for a hash target after the time limit', async () => {
    jest.useFakeTimers();
    renderAt('/#contact');
    act(() => jest.advanceTimersByTime(HASH_TARGET_WAIT_MS));
    await addLateSection('contact');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
