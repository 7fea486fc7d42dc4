import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_PHOTO_MAX_BYTES } from 'contracts/story-rules';
import type { StoryPreviewProps } from 'shared-ui/federation';
import { mockFetch, routerLocation, sentBody, shownToast } from 'shared-ui/test-utils';
import { makeStaffStory, renderConsole } from '../../../test-utils';
import { StoryEditor } from './story-editor';

/** Stands in for marketing's ./StoryPreview: shows what it is handed. */
function FakePreview({ story, locale }: StoryPreviewProps) {
  return (
    <div lang={locale}>
      <h1>{story.title}</h1>
      <p>By {story.author}</p>
      {story.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {story.photo && <img src={story.photo.url} alt={story.photo.alt} />}
    </div>
  );
}

const PHOTO_ID = 'a'.repeat(64);
const preview = () => screen.getByRole('region', { name: 'Preview of the public page' });
const form = () => screen.getByRole('form', { name: 'Story' });
const english = () => within(screen.getByRole('group', { name: 'English' }));
const arabic = () => within(screen.getByRole('group', { name: 'Arabic' }));

async function fillNewStory() {
  await userEvent.type(english().getByLabelText(/^Title/), 'Meridian opens a Doha office');
  await userEvent.type(english().getByLabelText(/^Summary/), 'Our second office in the Gulf opens this month.');
  await userEvent.type(english().getByLabelText(/^Author/), 'Leila Mansour');
  await userEvent.type(english().getByLabelText(/^Story/), 'First paragraph.{enter}{enter}Second paragraph.');
  await userEvent.type(arabic().getByLabelText(/^Title/), 'ميريديان تفتتح مكتبا في الدوحة');
  await userEvent.type(arabic().getByLabelText(/^Summary/), 'يفتتح مكتبنا الثاني في الخليج هذا الشهر.');
  await userEvent.type(arabic().getByLabelText(/^Author/), 'ليلى منصور');
  await userEvent.type(arabic().getByLabelText(/^Story/), 'الفقرة الأولى.{enter}{enter}الفقرة الثانية.');
}

afterEach(() => window.sessionStorage.clear());

test('the preview shows marketing’s page of what is typed, in English or Arabic', async () => {
  mockFetch({});
  renderConsole(<StoryEditor StoryPreview={FakePreview} />, { route: '/staff/stories/new' });
  expect(within(preview()).getByRole('heading', { name: 'Story title' })).toBeInTheDocument();
  await fillNewStory();
  expect(await within(preview()).findByRole('heading', { name: 'Meridian opens a Doha office' })).toBeInTheDocument();
  expect(within(preview()).getByText('Second paragraph.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'Arabic' }));
  expect(await within(preview()).findByRole('heading', { name: 'ميريديان تفتتح مكتبا في الدوحة' })).toBeInTheDocument();
  expect(within(preview()).getByText('By ليلى منصور').closest('[lang]')).toHaveAttribute('lang', 'ar');
  expect(within(preview()).getByText('الفقرة الثانية.')).toBeInTheDocument();
  expect(arabic().getByLabelText(/^Title/)).toHaveAttribute('dir', 'rtl');
  expect(arabic().getByLabelText(/^Story/)).toHaveAttribute('lang', 'ar');
});

test('saves a new draft with both languages, the body in paragraphs, and goes to its page', async () => {
  const fetchMock = mockFetch({
    'POST /api/staff/stories': { status: 201, body: makeStaffStory({ id: 'story-9' }) },
  });
  renderConsole(<StoryEditor StoryPreview={FakePreview} />, { route: '/staff/stories/new' });
  await fillNewStory();
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(routerLocation().pathname).toBe('/staff/stories/story-9'));
  const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
  expect(sentBody(init)).toEqual({
    slug: '',
    category: 'company-news',
    picture: 'skyline',
    text: {
      en: {
        title: 'Meridian opens a Doha office',
        summary: 'Our second office in the Gulf opens this month.',
        author: 'Leila Mansour',
        body: ['First paragraph.', 'Second paragraph.'],
      },
      ar: {
        title: 'ميريديان تفتتح مكتبا في الدوحة',
        summary: 'يفتتح مكتبنا الثاني في الخليج هذا الشهر.',
        author: 'ليلى منصور',
        body: ['الفقرة الأولى.', 'الفقرة الثانية.'],
      },
    },
  });
  expect(window.sessionStorage.getItem('staff:draft:story:new')).toBeNull();
});

test("refuses what the API would at each field, the first focused; the API's own refusals land on their fields", async () => {
  const story = makeStaffStory();
  mockFetch({
    [`GET /api/staff/stories/${story.id}`]: { body: story },
    [`PUT /api/staff/stories/${story.id}`]: {
      status: 409,
      body: {
        message: 'Please correct the errors',
        errors: {
          slug: 'Another story already uses this address',
          'text.ar.body.1': 'A paragraph cannot exceed 4000 characters',
        },
      },
    },
  });
  renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  await screen.findByRole('group', { name: 'Arabic' });
  await userEvent.clear(arabic().getByLabelText(/^Title/));
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  expect(await arabic().findByText('Title must be at least 3 characters')).toBeInTheDocument();
  expect(arabic().getByLabelText(/^Title/)).toHaveFocus();

  await userEvent.type(arabic().getByLabelText(/^Title/), 'عنوان جديد');
  await userEvent.click(within(form()).getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Another story already uses this address')).toBeInTheDocument();
  expect(arabic().getByText('A paragraph cannot exceed 4000 characters')).toBeInTheDocument();
  expect(arabic().getByLabelText(/^Story/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Web address/)).toHaveFocus();
});

test('schedules at a time typed in the viewer’s zone, sent as the instant it names', async () => {
  const story = makeStaffStory();
  const publishAt = '2030-01-15T06:30:00.000Z';
  const fetchMock = mockFetch({
    [`GET /api/staff/stories/${story.id}`]: { body: story },
    [`POST /api/staff/stories/${story.id}/state`]: { body: makeStaffStory({ state: 'scheduled', publishedAt: publishAt }) },
  });
  renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  const when = await screen.findByLabelText(/^Publish on/);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Choose a day and a time')).toBeInTheDocument();
  await userEvent.type(when, '2030-01-15T09:30');
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(shownToast()?.title).toMatch(/^Scheduled: the story goes on the news page on /));
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/state')) ?? [];
  const sent = sentBody(init) as { state: string; publishAt: string };
  expect(sent.state).toBe('scheduled');
  expect(sent.publishAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  // The instant is the typed wall-clock time in the viewer's zone, whatever that zone is.
  const at = new Date(sent.publishAt);
  expect([at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2030, 1, 15, 9, 30]);
  expect(await screen.findByText(/^Scheduled for/)).toBeInTheDocument();
});

test('archives a published story after asking in a dialog, and says what it did', async () => {
  const story = makeStaffStory({ state: 'published' });
  const fetchMock = mockFetch({
    [`GET /api/staff/stories/${story.id}`]: { body: story },
    [`POST /api/staff/stories/${story.id}/state`]: { body: makeStaffStory({ state: 'archived' }) },
  });
  renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  expect(await screen.findByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/news/public-sector-award');
  expect(screen.getByLabelText(/^Web address/)).toHaveAttribute('readonly');
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  const dialog = screen.getByRole('dialog', { name: 'Archive this story?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await waitFor(() =>
    expect(shownToast()).toMatchObject({ title: 'Archived: the story has left the site; its page says it was archived' }),
  );
  expect(screen.getByText(/^Archived; published on/)).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/state')) ?? [];
  expect(sentBody(init)).toEqual({ state: 'archived' });
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
});

test('a refused publication puts the draft back and says why', async () => {
  const story = makeStaffStory();
  mockFetch({
    [`GET /api/staff/stories/${story.id}`]: { body: story },
    [`POST /api/staff/stories/${story.id}/state`]: {
      status: 409,
      body: {
        message: 'Write the story in both languages first',
        errors: { 'text.ar.summary': 'Summary must be at least 20 characters' },
      },
    },
  });
  renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Write the story in both languages first')).toBeInTheDocument();
  expect(arabic().getByText('Summary must be at least 20 characters')).toBeInTheDocument();
  expect(screen.getByText('Draft: seen by staff only')).toBeInTheDocument();
});

test('checks a photo’s type and size before sending it; once stored, asks for its description in both languages', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const fetchMock = mockFetch({
    'POST /api/staff/stories/photos': {
      status: 201,
      body: { id: PHOTO_ID, url: `/api/stories/photos/${PHOTO_ID}`, type: 'image/jpeg', bytes: 1024 },
    },
  });
  renderConsole(<StoryEditor StoryPreview={FakePreview} />, { route: '/staff/stories/new' });
  const input = screen.getByLabelText(/^Photo/);
  await user.upload(input, new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
  await user.upload(input, new File([new Uint8Array(STORY_PHOTO_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByText('The photo cannot exceed 5 MB')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(english().queryByLabelText(/^Photo description/)).not.toBeInTheDocument();

  await user.upload(input, new File([new Uint8Array(1024)], 'office.jpg', { type: 'image/jpeg' }));
  await user.type(await english().findByLabelText(/^Photo description/), 'The new office’s reception');
  expect(arabic().getByLabelText(/^Photo description/)).toHaveAttribute('dir', 'rtl');
  expect(within(preview()).getByRole('img', { name: 'The new office’s reception' })).toHaveAttribute(
    'src',
    `/api/stories/photos/${PHOTO_ID}`,
  );
  const sent = fetchMock.mock.calls[0]?.[1]?.body;
  expect(sent instanceof FormData && sent.get('photo')).toBeInstanceOf(File);

  await user.click(within(form()).getByRole('button', { name: 'Save draft' }));
  expect(await arabic().findByText('Say what the photo shows')).toBeInTheDocument();
});

test("shows the API's refusal of a photo at the photo field", async () => {
  mockFetch({
    'POST /api/staff/stories/photos': { status: 415, body: { message: 'The photo must be a JPEG, PNG or WebP image' } },
  });
  renderConsole(<StoryEditor StoryPreview={FakePreview} />, { route: '/staff/stories/new' });
  await userEvent.upload(screen.getByLabelText(/^Photo/), new File(['not really'], 'fake.png', { type: 'image/png' }));
  expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image')).toBeInTheDocument();
  expect(screen.queryByText(/A photo is set/)).not.toBeInTheDocument();
});

test('what was typed survives an ended session and comes back with the editor', async () => {
  const story = makeStaffStory();
  mockFetch({
    [`GET /api/staff/stories/${story.id}`]: { body: story },
    [`PUT /api/staff/stories/${story.id}`]: { status: 401, body: { message: 'Your session has ended. Please sign in again.' } },
  });
  const first = renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  await screen.findByRole('group', { name: 'English' });
  const title = english().getByLabelText(/^Title/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Meridian wins twice');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() =>
    expect(JSON.parse(window.sessionStorage.getItem(`staff:draft:story:${story.id}`) ?? '{}')).toMatchObject({
      enTitle: 'Meridian wins twice',
    }),
  );
  first.unmount();

  renderConsole(<StoryEditor id={story.id} StoryPreview={FakePreview} />, { route: `/staff/stories/${story.id}` });
  expect(await screen.findByText('Restored what you had typed before signing in again.', { exact: false })).toBeInTheDocument();
  expect(english().getByLabelText(/^Title/)).toHaveValue('Meridian wins twice');
  expect(within(preview()).getByRole('heading', { name: 'Meridian wins twice' })).toBeInTheDocument();
});
