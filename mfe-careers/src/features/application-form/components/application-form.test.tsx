import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type JobDetail, RESUME_MESSAGES } from 'contracts';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders, shownToast } from 'shared-ui/test-utils';
import { makeJob } from '../../../test-utils';
import { SUBMITTED_TOAST } from '../use-application-form';
import { ApplicationForm } from './application-form';

const APPLY = 'POST /api/apply/senior-cybersecurity-analyst';
const DRAFT_KEY = 'careers:application-draft:senior-cybersecurity-analyst';
const COVER_LETTER =
  'I have spent eight years leading incident response for ministries and banks across the Gulf region, and I would like to bring that to your clients.';

const field = {
  fullName: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone Number' }),
  years: () => screen.getByRole('combobox', { name: 'Years of Experience' }),
  browse: () => screen.getByRole('button', { name: /^(Browse files|Choose another file)$/ }),
  fileInput: () => screen.getByLabelText('Resume/CV File') as HTMLInputElement,
  resumeLink: () => screen.getByRole('textbox', { name: 'Resume/CV Link' }),
  portfolioLink: () => screen.getByRole('textbox', { name: 'Portfolio/GitHub Link (optional)' }),
  referredBy: () => screen.getByRole('textbox', { name: 'Referred By (optional)' }),
  coverLetter: () => screen.getByRole('textbox', { name: 'Cover Letter' }),
  agree: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
};
const submitButton = () => screen.getByRole('button', { name: /^(Submit Application|Submitting\.\.\.)$/ });

const pdf = (name = 'Layla Haddad CV.pdf', size?: number) => {
  const file = new File(['%PDF-1.7 resume'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderForm(job: JobDetail = makeJob()) {
  const onSubmitted = jest.fn();
  const result = renderWithProviders(<ApplicationForm job={job} onSubmitted={onSubmitted} />);
  return { onSubmitted, ...result };
}

/** Replaces a field's value at once, as a paste would. */
async function fill(user: UserEvent, element: HTMLElement, value: string) {
  await user.clear(element);
  if (value) {
    await user.click(element);
    await user.paste(value);
  }
}

async function fillValid(user: UserEvent, { link = 'https://cv.example.com/layla.pdf' } = {}) {
  await fill(user, field.fullName(), 'Layla Haddad');
  await fill(user, field.email(), 'layla.haddad@mail.example');
  await fill(user, field.phone(), '+974 5555 0101');
  await user.selectOptions(field.years(), '5-10');
  await fill(user, field.resumeLink(), link);
  await fill(user, field.coverLetter(), COVER_LETTER);
  await user.click(field.agree());
}

const setup = () => userEvent.setup({ applyAccept: false });

/** With fake timers: one 100 ms step of the simulated upload (each step is rendered before the next is timed). */
const tick = () => act(() => jest.advanceTimersByTimeAsync(100));
async function ticks(count: number) {
  for (let step = 0; step < count; step++) await tick();
}
/** The dropzone reads a chosen file asynchronously. */
const settleDrop = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => {
  window.sessionStorage.clear();
  URL.createObjectURL = jest.fn((file: Blob) => `blob:preview-${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => jest.useRealTimers());

describe('fields', () => {
  it("has the spec's fields in order, years defaulting to '1-3 years'", () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Job application' });
    const controls = [...form.querySelectorAll('input:not([type="file"]), select, textarea, button')];
    expect(controls).toEqual([
      field.fullName(),
      field.email(),
      field.phone(),
      field.years(),
      field.browse(),
      field.resumeLink(),
      field.portfolioLink(),
      field.referredBy(),
      field.coverLetter(),
      field.agree(),
      submitButton(),
    ]);
    expect(field.years()).toHaveDisplayValue('1-3 years');
    expect(
      within(field.years())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Less than 1 year', '1-3 years', '3-5 years', '5-10 years', '10+ years']);
  });
});

describe('validation', () => {
  it.each<[string, () => HTMLElement, string, string]>([
    ['fullName', () => field.fullName(), 'L', 'Full name must be at least 2 characters'],
    ['email', () => field.email(), 'layla@', 'Please enter a valid email address'],
    ['phone', () => field.phone(), '12345', 'Please enter a valid phone number'],
    ['coverLetter', () => field.coverLetter(), 'Too short.', 'Cover letter must be at least 100 characters'],
    ['resumeLink', () => field.resumeLink(), 'not a url', 'Please provide a valid URL to your resume'],
    ['portfolioLink', () => field.portfolioLink(), 'javascript:alert(1)', 'Please provide a valid URL to your portfolio'],
  ])('%s = %j says "%s" when the field is left, linked as its description', async (_name, control, value, message) => {
    const user = setup();
    renderForm();
    await fill(user, control(), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(control()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('shows every message on submit, the resume one at the file field, and focuses the first invalid field', async () => {
    const user = setup();
    const fetchMock = renderForm() && mockFetch({});
    await user.click(submitButton());
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      RESUME_MESSAGES.required,
      'Cover letter must be at least 100 characters',
      'You must agree to the terms',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field.browse()).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.required));
    expect(field.agree()).toHaveAccessibleDescription('You must agree to the terms');
    expect(field.fullName()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the order on screen', async () => {
    const user = setup();
    renderForm();
    await fillValid(user);
    await fill(user, field.resumeLink(), '');
    await fill(user, field.coverLetter(), 'Too short.');
    await user.click(submitButton());
    await waitFor(() => expect(field.browse()).toHaveFocus());
    expect(screen.getByText(RESUME_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText('Cover letter must be at least 100 characters')).toBeInTheDocument();
  });

  it('drops the resume message once a link is given', async () => {
    const user = setup();
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText(RESUME_MESSAGES.required)).toBeInTheDocument();
    await fill(user, field.resumeLink(), 'https://cv.example.com/layla.pdf');
    await waitFor(() => expect(screen.queryByText(RESUME_MESSAGES.required)).not.toBeInTheDocument());
  });
});

describe('resume upload', () => {
  it('lets a keyboard user open the file chooser from the Browse files button', async () => {
    const user = setup();
    renderForm();
    const click = jest.spyOn(field.fileInput(), 'click').mockImplementation(() => {});
    field.browse().focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('rises 10 % every 100 ms, then shows the check; Remove returns to idle', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ applyAccept: false, advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.upload(field.fileInput(), pdf());
    await settleDrop();
    const progress = screen.getByRole('progressbar', { name: 'Uploading Layla Haddad CV.pdf' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await tick();
    expect(progress).toHaveAttribute('aria-valuenow', '10');
    await ticks(4);
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    await ticks(5);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Upload complete')).toBeInTheDocument();
    expect(screen.getByText('Layla Haddad CV.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Layla Haddad CV.pdf' }));
    expect(screen.queryByText('Layla Haddad CV.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  });

  it('restarts the progress for a new file', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ applyAccept: false, advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.upload(field.fileInput(), pdf('first.pdf'));
    await settleDrop();
    await ticks(10);
    expect(screen.getByText('Upload complete')).toBeInTheDocument();
    await user.upload(field.fileInput(), pdf('second.pdf'));
    await settleDrop();
    expect(screen.getByRole('progressbar', { name: 'Uploading second.pdf' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('first.pdf')).not.toBeInTheDocument();
  });

  it.each<[string, File[], string]>([
    ['a file over 5 MB', [pdf('big.pdf', 5_242_881)], RESUME_MESSAGES.tooLarge],
    ['a file of another type', [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })], RESUME_MESSAGES.invalidType],
    ['two files at once', [pdf('a.pdf'), pdf('b.pdf')], RESUME_MESSAGES.other],
  ])('refuses %s dropped on it with its message', async (_case, files, message) => {
    renderForm();
    const dropzone = field.browse().parentElement as HTMLElement;
    // As a browser's drop carries them: a file item each (jsdom has no DataTransfer).
    const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    fireEvent.drop(dropzone, { dataTransfer: { files, items, types: ['Files'] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field.browse()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('takes a file of exactly 5,242,880 bytes, and a DOCX', async () => {
    const user = setup();
    renderForm();
    await user.upload(field.fileInput(), pdf('max.pdf', 5_242_880));
    expect(await screen.findByText('max.pdf')).toBeInTheDocument();
    const docx = new File(['PK'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await user.upload(field.fileInput(), docx);
    expect(await screen.findByText('cv.docx')).toBeInTheDocument();
  });

  it("previews a PDF with the browser's viewer on a blob URL, revoked when the file is replaced or removed", async () => {
    const user = setup();
    renderForm();
    await user.upload(field.fileInput(), pdf('first.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Preview PDF' }, { timeout: 3000 }));
    expect(screen.getByTitle('Preview of first.pdf')).toHaveAttribute('src', 'blob:preview-first.pdf');
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute('href', 'blob:preview-first.pdf');

    await user.upload(field.fileInput(), pdf('second.pdf'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-first.pdf');
    expect(screen.queryByTitle('Preview of first.pdf')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-second.pdf');
  });

  it('offers no preview for a Word file', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ applyAccept: false, advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.upload(field.fileInput(), new File(['\xd0\xcf'], 'cv.doc', { type: 'application/msword' }));
    await settleDrop();
    await ticks(10);
    expect(screen.getByText('Upload complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview PDF' })).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('submitting', () => {
  it("sends JSON with a link only, says 'Submitting...' while sending, then reports success", async () => {
    const user = setup();
    const answer = deferred<FakeAnswer>();
    const fetchMock = mockFetch({ [APPLY]: () => answer.promise });
    const { onSubmitted } = renderForm();
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Layla Haddad',
      email: 'layla.haddad@mail.example',
      phone: '+974 5555 0101',
      years: '5-10',
      resumeLink: 'https://cv.example.com/layla.pdf',
      portfolioLink: '',
      referredBy: '',
      coverLetter: COVER_LETTER,
      agree: true,
      locale: 'en',
    });
    answer.resolve({ status: 201, body: { id: 'a1', message: 'ok' } });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(shownToast()).toEqual({ ...SUBMITTED_TOAST, variant: 'default' });
    expect(SUBMITTED_TOAST).toEqual({
      title: 'Application Submitted',
      description: "Your application has been submitted successfully. We'll be in touch soon!",
    });
  });

  it('sends multipart form data when a file is chosen, without needing a link', async () => {
    const user = setup();
    const fetchMock = mockFetch({ [APPLY]: { status: 201, body: { id: 'a1', message: 'ok' } } });
    const { onSubmitted } = renderForm();
    await fillValid(user, { link: '' });
    await user.upload(field.fileInput(), pdf());
    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const body = (fetchMock.mock.calls[0]![1] as RequestInit).body as FormData;
    expect(body.get('resumeFile')).toHaveProperty('name', 'Layla Haddad CV.pdf');
    expect(body.get('resumeLink')).toBe('');
    expect(body.get('agree')).toBe('true');
  });

  it("shows the 'Error' toast on failure and keeps every answer, the file included", async () => {
    const user = setup();
    mockFetch({ [APPLY]: { status: 500, body: 'Internal Server Error' } });
    const { onSubmitted } = renderForm();
    await fillValid(user);
    await user.upload(field.fileInput(), pdf());
    await user.click(submitButton());
    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Error',
        description: 'There was an error submitting your application. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(field.fullName()).toHaveValue('Layla Haddad');
    expect(field.coverLetter()).toHaveValue(COVER_LETTER);
    expect(field.agree()).toBeChecked();
    expect(screen.getByText('Layla Haddad CV.pdf')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("shows a 400's field message at its field, focused, with the server's message in the toast", async () => {
    const user = setup();
    mockFetch({
      [APPLY]: {
        status: 400,
        body: { message: 'Some fields need your attention.', errors: { phone: 'Please enter a valid phone number' } },
      },
    });
    renderForm();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await waitFor(() => expect(field.phone()).toHaveFocus());
    expect(field.phone()).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(shownToast()).toMatchObject({
      title: 'Error',
      description: 'Some fields need your attention.',
      variant: 'destructive',
    });
    expect(field.phone()).toHaveValue('+974 5555 0101');
  });

  it('puts a 413 at the file field in words a candidate understands', async () => {
    const user = setup();
    mockFetch({ [APPLY]: { status: 413, body: { message: 'Request body is too large' } } });
    renderForm();
    await fillValid(user);
    await user.upload(field.fileInput(), pdf());
    await user.click(submitButton());
    await waitFor(() => expect(field.browse()).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.tooLarge)));
    expect(shownToast()).toMatchObject({ description: RESUME_MESSAGES.tooLarge });
  });
});

describe('draft (beyond the spec)', () => {
  it('keeps the text fields per job in sessionStorage, restores them, and clears them after success', async () => {
    const user = setup();
    const first = renderForm();
    await fill(user, field.fullName(), 'Layla Haddad');
    await fill(user, field.coverLetter(), COVER_LETTER);
    await user.click(field.agree());
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ fullName: 'Layla Haddad' }),
    );
    first.unmount();

    mockFetch({ [APPLY]: { status: 201, body: { id: 'a1', message: 'ok' } } });
    const { onSubmitted } = renderForm();
    await waitFor(() => expect(field.fullName()).toHaveValue('Layla Haddad'));
    expect(field.coverLetter()).toHaveValue(COVER_LETTER);
    expect(field.agree()).not.toBeChecked();

    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
