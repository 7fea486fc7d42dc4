/**
 * @jest-environment node
 */
// The console as the shell's server renders it: no browser, no session, so no data.

import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from 'shared-ui/query';
import { testQueryClient } from 'shared-ui/test-utils';
import StaffPage from './staff-page';

function renderOnServer(url: string) {
  const queryClient = testQueryClient();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/staff/*" element={<StaffPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { html, queryClient };
}

beforeEach(() => {
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('the server must not call the API for a staff page')));
});

test('runs without a browser', () => {
  expect(typeof window).toBe('undefined');
});

test('renders the sign-in screen as it is, noindex', () => {
  const { html } = renderOnServer('/staff/sign-in?next=%2Fstaff%2Fjobs');
  expect(html).toContain('Staff sign-in');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toMatch(/<form[^>]*method="post"/);
});

test.each([
  '/staff',
  '/staff/enquiries?status=new',
  '/staff/jobs/REQ-2026-ABC123',
  '/staff/applications/app-1',
  '/staff/audit',
  '/staff/releases',
])('renders %s as a loading frame, noindex, without reading anything', (url) => {
  const { html, queryClient } = renderOnServer(url);
  expect(html).toContain('Loading the staff console');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toContain('<table');
  expect(globalThis.fetch).not.toHaveBeenCalled();
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.data === undefined),
  ).toBe(true);
});
