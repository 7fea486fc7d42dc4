import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, type FakeAnswer, mockFetch, renderWithProviders, shownToast } from 'shared-ui/test-utils';
import { ENQUIRY_DRAFT_KEY } from '../enquiry-draft';
import type { RandomSource } from '../security-problem';
import { HONEYPOT_DELAY_MS, SCROLL_TO_FORM_DELAY_MS, SUCCESS_RESET_MS } from '../wizard-constants';
import { ContactWizard } from './contact-wizard';

/** A random source giving these operands in order, then 1s. */
function operands(...values: number[]): RandomSource {
  const queue = values.map((value) => (value - 1) / 10 + 0.05);
  return () => queue.shift() ?? 0;
}

function renderWizard(random: RandomSource = operands(3, 4)) {
  return renderWithProviders(<ContactWizard random={random} />);
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  email: () => screen.getByRole('textbox', { name: 'Email address' }),
  company: () => screen.getByRole('textbox', { name: 'Company or organisation' }),
  website: () => screen.getByRole('textbox', { name: 'Website' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone number' }),
  signal: () => screen.getByRole('textbox', { name: 'Signal handle' }),
  service: () => screen.getByRole('combobox', { name: 'Service of interest' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  privacy: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
  answer: () => screen.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ }),
};

const submitButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.|Complete verification first)$/ });

/** Replaces a field's value at once, as a paste would. */
async function fill(user: UserEvent, element: HTMLElement, value: string) {
  await user.clear(element);
  if (value) {
    await user.click(element);
    await user.paste(value);
  }
}

async function reachDetails(user: UserEvent) {
  await user.type(field.name(), 'Layla Haddad');
  await user.type(field.email(), 'layla.haddad@ministry.example');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Message Details' });
}

async function completeDetails(user: UserEvent) {
  await user.selectOptions(field.service(), 'cybersecurity');
  await user.type(field.message(), 'We need a penetration test of our citizen portal before launch.');
  await user.click(field.privacy());
  await user.type(field.answer(), '7');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Verification successful');
}

const CLOCK_SLACK_MS = 20;

/** Waits for the async validation, moving the fake clock 1 ms per poll at most. */
function waitBriefly(assertion: () => void) {
  return waitFor(assertion, { interval: 1 });
}

function currentStep() {
  const progress = screen.getByRole('list', { name: 'Enquiry progress' });
  return within(progress)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('steps', () => {
  it("starts on step 1 'Your Information' with the progress 1 Personal, 2 Details, 3 Done", () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 3, name: 'Your Information' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Enquiry progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Step 1: Personal', '2Step 2: Details', '3Step 3: Done']);
    expect(currentStep()).toHaveTextContent('Personal');
  });

  it('marks name and email as required on step 1, and nothing else', () => {
    renderWizard();
    for (const required of [field.name(), field.email()]) expect(required).toHaveAttribute('aria-required', 'true');
    for (const optional of [field.company(), field.website(), field.phone(), field.signal()]) {
      expect(optional).not.toHaveAttribute('aria-required');
    }
    expect(screen.getByText('Full name').parentElement).toHaveTextContent('Full name *');
  });

  it('keeps the visitor on step 1 when the name is invalid and focuses it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(field.email(), 'layla@ministry.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAccessibleDescription('Name must be at least 2 characters');
  });

  it('keeps the visitor on step 1 when the email is invalid', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(field.name(), 'Layla Haddad');
    await user.type(field.email(), 'layla@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Message Details' })).not.toBeInTheDocument();
  });

  it("moves on to 'Message Details' with an empty company and focuses its heading", async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    expect(screen.getByRole('heading', { level: 3, name: 'Message Details' })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Details');
  });

  it('moves on when Enter is pressed in a step 1 field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(field.name(), 'Layla Haddad');
    await user.type(field.email(), 'layla@ministry.example{Enter}');
    expect(await screen.findByRole('heading', { name: 'Message Details' })).toBeInTheDocument();
  });

  it('scrolls to the form 100 ms after Continue', async () => {
    jest.useFakeTimers();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await user.type(field.name(), 'Layla Haddad');
    await user.type(field.email(), 'layla@ministry.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitBriefly(() => expect(screen.getByRole('heading', { name: 'Message Details' })).toBeInTheDocument());
    await act(async () => jest.advanceTimersByTime(SCROLL_TO_FORM_DELAY_MS / 2));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(SCROLL_TO_FORM_DELAY_MS / 2));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('form', { name: 'Contact enquiry' }));
  });

  it('keeps every answer when going Back and forward again', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(field.company(), 'Ministry of Digital Affairs');
    await user.type(field.website(), 'https://digital.gov.example');
    await user.type(field.phone(), '+974 4400 1234');
    await user.type(field.signal(), 'layla.42');
    await reachDetails(user);
    await completeDetails(user);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Your Information' })).toHaveFocus();
    expect(field.name()).toHaveValue('Layla Haddad');
    expect(field.email()).toHaveValue('layla.haddad@ministry.example');
    expect(field.company()).toHaveValue('Ministry of Digital Affairs');
    expect(field.website()).toHaveValue('https://digital.gov.example');
    expect(field.phone()).toHaveValue('+974 4400 1234');
    expect(field.signal()).toHaveValue('layla.42');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Message Details' });
    expect(field.service()).toHaveValue('cybersecurity');
    expect(field.message()).toHaveValue('We need a penetration test of our citizen portal before launch.');
    expect(field.privacy()).toBeChecked();
    expect(screen.getByText('Verification successful')).toBeInTheDocument();
  });
});

describe('validation messages, word for word', () => {
  it.each([
    ['name', 'L', 'Name must be at least 2 characters'],
    ['name', 'L'.repeat(101), 'Name cannot exceed 100 characters'],
    ['name', 'R2D2', 'Name contains invalid characters'],
    ['name', 'a\tb', 'Name contains invalid characters'],
    ['name', 'Layla <script>', 'Name contains invalid characters'],
    ['email', 'layla.ministry.example', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(95)}@b.example`, 'Email cannot exceed 100 characters'],
    ['company', 'C'.repeat(101), 'Company name cannot exceed 100 characters'],
    ['website', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['website', 'not a url', 'Please enter a valid URL'],
    ['phone', '1'.repeat(21), 'Phone number cannot exceed 20 characters'],
    ['signal', 's'.repeat(51), 'Signal handle cannot exceed 50 characters'],
  ] as const)('%s %p shows %p', async (name, value, message) => {
    const user = userEvent.setup();
    renderWizard();
    await fill(user, field[name](), value);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
    expect(field[name]()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it.each([
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'm'.repeat(2001), 'Message cannot exceed 2000 characters'],
  ] as const)('%s %p shows %p', async (name, value, message) => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await fill(user, field[name](), value);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field[name]()).toHaveAttribute('aria-invalid', 'true');
    expect(field[name]()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("service back on 'Select a service' shows 'Please select a service'", async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await user.selectOptions(field.service(), 'encryption');
    await user.selectOptions(field.service(), 'Select a service');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a service');
    expect(field.service()).toHaveAccessibleDescription('Please select a service');
  });

  it("privacy unchecked shows 'You must agree to our privacy policy'", async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await user.click(field.privacy());
    await user.click(field.privacy());
    expect(await screen.findByRole('alert')).toHaveTextContent('You must agree to our privacy policy');
    expect(field.privacy()).toHaveAttribute('aria-invalid', 'true');
    expect(field.privacy()).toHaveAccessibleDescription('You must agree to our privacy policy');
  });

  it('shows every step 2 message when submitted empty', async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await user.type(field.answer(), '7{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please select a service')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to our privacy policy')).toBeInTheDocument();
    expect(field.service()).toHaveFocus();
  });

  it('offers the five services after the placeholder', async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    const options = within(field.service()).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Select a service'],
      ['e-government', 'E-Government Solutions'],
      ['encryption', 'Encryption Technologies'],
      ['cybersecurity', 'Cybersecurity Services'],
      ['ai-llm', 'AI/LLM Development'],
      ['other', 'Other'],
    ]);
  });

  it('marks service, message and privacy as required and counts the message against 2000', async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    for (const required of [field.service(), field.message(), field.privacy()]) {
      expect(required).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByText('0 / 2000 characters')).toBeInTheDocument();
    await user.type(field.message(), 'Hello, we');
    expect(field.message()).toHaveAccessibleDescription('9 / 2000 characters Message must be at least 10 characters');
    await user.type(field.message(), '!');
    expect(field.message()).toHaveAccessibleDescription('10 / 2000 characters');
  });

  it('links the privacy consent to /privacy-policy in a new tab', async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    const link = screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    // a new tab keeps the answers of this form
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(['Zoë Łukasz', 'محمد', 'O’Brien', "Jean-Luc D'Arcy", 'Dr. Amina Al-Sayed'])('accepts the name %p', async (name) => {
    const user = userEvent.setup();
    renderWizard();
    await fill(user, field.name(), name);
    await user.type(field.email(), 'someone@agency.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Message Details' })).toBeInTheDocument();
  });
});

describe('security check', () => {
  it("asks 'What is 3 + 4?' and says 'Please enter a number' for an empty or non-numeric answer", async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4));
    await reachDetails(user);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    await user.type(field.answer(), 'seven');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    expect(field.answer()).toHaveAttribute('aria-invalid', 'true');
    expect(field.answer()).toHaveAccessibleDescription('Please enter a number');
  });

  it("says 'Incorrect answer, please try again' for a wrong answer and stays unverified", async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4));
    await reachDetails(user);
    await user.type(field.answer(), '8{Enter}');
    expect(screen.getByText('Incorrect answer, please try again')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Complete verification first');
    expect(submitButton()).toBeDisabled();
  });

  it("does not check while typing: '12' for 5 + 7 is one right answer, not a wrong '1'", async () => {
    const user = userEvent.setup();
    renderWizard(operands(5, 7));
    await reachDetails(user);
    await user.type(field.answer(), '12');
    expect(screen.queryByText('Incorrect answer, please try again')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Verification successful')).toBeInTheDocument();
  });

  it("says 'Verification successful', locks the answer and disables 'New problem'", async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4));
    await reachDetails(user);
    await user.type(field.answer(), '7');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field.answer()).toHaveAccessibleDescription('Verification successful');
    expect(field.answer()).toHaveAttribute('readonly');
    expect(field.answer()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'New problem' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('generates a new problem after the third wrong answer and resets the count', async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4, 2, 9, 6, 6));
    await reachDetails(user);
    await user.type(field.answer(), '1{Enter}');
    await user.type(field.answer(), '{Backspace}2{Enter}');
    expect(screen.getByRole('textbox', { name: 'What is 3 + 4?' })).toBeInTheDocument();
    await user.type(field.answer(), '{Backspace}3{Enter}');
    expect(screen.getByRole('textbox', { name: 'What is 2 + 9?' })).toHaveValue('');
    expect(screen.getByText(/Incorrect answer, please try again/)).toBeInTheDocument();

    // the count starts again: two more wrong answers keep this problem, the third replaces it
    await user.type(field.answer(), '1{Enter}');
    await user.type(field.answer(), '{Backspace}2{Enter}');
    expect(screen.getByRole('textbox', { name: 'What is 2 + 9?' })).toBeInTheDocument();
    await user.type(field.answer(), '{Backspace}3{Enter}');
    expect(screen.getByRole('textbox', { name: 'What is 6 + 6?' })).toBeInTheDocument();
  });

  it("gives a new problem on 'New problem'", async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4, 8, 2));
    await reachDetails(user);
    await user.type(field.answer(), '5');
    await user.click(screen.getByRole('button', { name: 'New problem' }));
    expect(screen.getByRole('textbox', { name: 'What is 8 + 2?' })).toHaveValue('');
  });

  it('checks the answer on Enter without submitting the form', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWizard(operands(3, 4));
    await reachDetails(user);
    await completeDetails(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('submitting', () => {
  const created: FakeAnswer = { status: 201, body: { id: 'enq_1' } };

  it("labels the submit button 'Complete verification first', then 'Send Message', then 'Sending...'", async () => {
    const response = deferred<FakeAnswer>();
    mockFetch({ 'POST /api/contact': () => response.promise });
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    expect(submitButton()).toHaveTextContent('Complete verification first');
    expect(submitButton()).toBeDisabled();

    await completeDetails(user);
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Sending...'));
    expect(submitButton()).toBeDisabled();
    await act(async () => response.resolve(created));
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
  });

  it("shows 'Security verification required' and sends nothing when submitted unsolved", async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': created });
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await user.selectOptions(field.service(), 'encryption');
    await user.type(field.message(), 'Please send details of your key management offering.');
    await user.click(field.privacy());
    fireEvent.submit(screen.getByRole('form', { name: 'Contact enquiry' }));
    expect(shownToast()).toEqual({
      title: 'Security verification required',
      description: 'Please complete the security check before submitting the form.',
      variant: 'destructive',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Message Details' })).toBeInTheDocument();
  });

  it('sends the enquiry with every field, shows the overlay, and starts over after 5 s', async () => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
    const fetchMock = mockFetch({ 'POST /api/contact': created });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard(operands(3, 4, 9, 1));
    await user.type(field.website(), 'digital.gov.example');
    await reachDetails(user);
    await completeDetails(user);
    await user.click(submitButton());

    await waitBriefly(() => expect(screen.getByRole('heading', { name: 'Message Sent!' })).toHaveFocus());
    expect(
      screen.getByText("Thank you for contacting us. We've sent a confirmation to your email.").closest('[role="status"]'),
    ).not.toBeNull();
    expect(currentStep()).toHaveTextContent('Done');
    expect(shownToast()).toEqual({
      title: 'Message sent successfully!',
      description: "Thank you for your message. We'll get back to you soon.",
      variant: 'default',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Layla Haddad',
      email: 'layla.haddad@ministry.example',
      company: '',
      website: 'https://digital.gov.example',
      phone: '',
      signal: '',
      service: 'cybersecurity',
      message: 'We need a penetration test of our citizen portal before launch.',
      privacy: true,
      botcheck: '',
      locale: 'en',
    });

    // waitBriefly may have moved the clock a few ms past the success
    await act(async () => jest.advanceTimersByTime(SUCCESS_RESET_MS - CLOCK_SLACK_MS));
    expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(CLOCK_SLACK_MS));
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Information' })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Personal');
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.website()).toHaveValue('');

    await user.type(field.name(), 'Layla Haddad');
    await user.type(field.email(), 'layla.haddad@ministry.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: 'What is 9 + 1?' })).toHaveValue('');
    expect(field.service()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.privacy()).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Complete verification first');
  });

  it('keeps every answer and shows the error when sending fails', async () => {
    mockFetch({ 'POST /api/contact': { status: 503, statusText: 'Service Unavailable' } });
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await completeDetails(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(shownToast()).toEqual({
        title: 'Error sending message',
        description: '503: Service Unavailable',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Message Details' })).toBeInTheDocument();
    expect(field.service()).toHaveValue('cybersecurity');
    expect(field.message()).toHaveValue('We need a penetration test of our citizen portal before launch.');
    expect(field.privacy()).toBeChecked();
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field.name()).toHaveValue('Layla Haddad');
  });

  it("shows the network error's message when the request cannot be made", async () => {
    mockFetch({ 'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await completeDetails(user);
    await user.click(submitButton());
    await waitFor(() => expect(shownToast()).toMatchObject({ title: 'Error sending message', description: 'Failed to fetch' }));
  });

  it("shows the server's field message next to a step 1 field", async () => {
    mockFetch({
      'POST /api/contact': {
        status: 400,
        body: { message: 'Some fields need your attention.', errors: { email: 'Please enter a valid email address' } },
      },
    });
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    await completeDetails(user);
    await user.click(submitButton());
    await waitFor(() => expect(field.email()).toHaveFocus());
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(shownToast()).toMatchObject({ title: 'Error sending message', variant: 'destructive' });
  });

  it('sends nothing when the honeypot is filled, and fakes success after 1 s', async () => {
    jest.useFakeTimers();
    Element.prototype.scrollIntoView = jest.fn();
    const fetchMock = mockFetch({ 'POST /api/contact': created });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await reachDetails(user);
    await completeDetails(user);
    await user.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    await user.click(submitButton());
    await waitBriefly(() => expect(submitButton()).toHaveTextContent('Sending...'));
    await act(async () => jest.advanceTimersByTime(HONEYPOT_DELAY_MS / 2));
    expect(shownToast()).toBeUndefined();
    await act(async () => jest.advanceTimersByTime(HONEYPOT_DELAY_MS / 2));
    expect(shownToast()).toEqual({
      title: 'Message sent successfully!',
      description: "Thank you for your message. We'll get back to you soon.",
      variant: 'default',
    });
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const user = userEvent.setup();
    renderWizard();
    await reachDetails(user);
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  });
});

describe('draft', () => {
  const storedDraft = () => JSON.parse(window.sessionStorage.getItem(ENQUIRY_DRAFT_KEY) ?? 'null');
  const storedText = () => Object.values(window.sessionStorage).join(' ');

  it('restores what was typed, and the Details step, after the wizard is shown again', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.type(field.company(), 'Ministry of Digital Affairs');
    await reachDetails(user);
    await user.selectOptions(field.service(), 'encryption');
    await user.type(field.message(), 'Key management for the national ID.');
    await user.click(field.privacy());
    await waitFor(() => expect(storedDraft()).toMatchObject({ message: 'Key management for the national ID.' }));
    first.unmount();

    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Message Details' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Details');
    expect(field.service()).toHaveValue('encryption');
    expect(field.message()).toHaveValue('Key management for the national ID.');
    expect(field.privacy()).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Message Details' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field.name()).toHaveValue('Layla Haddad');
    expect(field.company()).toHaveValue('Ministry of Digital Affairs');
  });

  it('restores the first step when the visitor had not gone on from it', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.type(field.name(), 'Layla Haddad');
    await waitFor(() => expect(storedDraft()).toMatchObject({ name: 'Layla Haddad' }));
    first.unmount();

    renderWizard();
    await waitFor(() => expect(field.name()).toHaveValue('Layla Haddad'));
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
  });

  it('never holds the security answer, the consent or the honeypot', async () => {
    const user = userEvent.setup();
    renderWizard(operands(3, 4));
    await reachDetails(user);
    await user.selectOptions(field.service(), 'cybersecurity');
    await user.click(field.privacy());
    await user.type(field.answer(), '7');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Verification successful');
    await waitFor(() => expect(storedDraft()).toMatchObject({ service: 'cybersecurity' }));
    expect(Object.keys(storedDraft()).sort()).toEqual(
      ['company', 'email', 'message', 'name', 'phone', 'service', 'signal', 'website'].sort(),
    );
    expect(storedText()).not.toMatch(/7/);
  });

  it('ignores a stored draft that is not what the form holds', async () => {
    window.sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify({ name: 'Layla', service: 'not-a-service' }));
    renderWizard();
    await act(async () => {});
    expect(field.name()).toHaveValue('');
  });

  it('is cleared once the enquiry is sent', async () => {
    mockFetch({ 'POST /api/contact': { status: 201, body: { id: 'enq_1' } } });
    const user = userEvent.setup();
    const first = renderWizard();
    await reachDetails(user);
    await completeDetails(user);
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    first.unmount();

    renderWizard();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
  });
});
