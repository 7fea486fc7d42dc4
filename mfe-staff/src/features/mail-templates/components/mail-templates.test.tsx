import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateMailTemplate } from 'contracts/staff';
import { mockFetch, sentBody } from 'shared-ui/test-utils';
import { renderConsole } from '../../../test-utils';
import { MailTemplates } from './mail-templates';

const URL = '/api/staff/candidate-mail-templates';
const UNKNOWN =
  'Unknown placeholder {{name}}: use {{candidateName}}, {{jobTitle}}, {{interviewer}}, {{slot}}, {{schedulingLink}}';

const template = (
  kind: CandidateMailTemplate['kind'],
  overrides: Partial<CandidateMailTemplate> = {},
): CandidateMailTemplate => ({
  kind,
  en: { subject: 'Your application for {{jobTitle}}', body: 'Dear {{candidateName}},\n\nThank you.' },
  ar: { subject: 'طلبكم لوظيفة {{jobTitle}}', body: 'السيد/السيدة {{candidateName}}،' },
  edited: false,
  ...overrides,
});
const templates = () => ({
  items: (['acknowledgement', 'interview-invitation', 'rejection', 'offer-follow-up'] as const).map((kind) => template(kind)),
});

test('shows both languages side by side with a preview in sample values, and saves an edit', async () => {
  const fetchMock = mockFetch({
    [`GET ${URL}`]: { body: templates() },
    [`PUT ${URL}/rejection`]: (init) => ({
      body: template('rejection', {
        ...(sentBody(init) as object),
        edited: true,
        updatedAt: '2026-11-20T09:30:00.000Z',
        updatedBy: { id: 'a', email: 'admin@staff.example', name: 'Admin' },
      }),
    }),
  });
  renderConsole(<MailTemplates />, { route: '/staff/mail-templates' });
  await userEvent.selectOptions(await screen.findByLabelText('Template'), 'rejection');
  const form = screen.getByRole('form', { name: 'Rejection template' });
  expect(within(form).getByText('The default wording.')).toBeInTheDocument();
  const english = within(form).getByRole('group', { name: 'English' });
  const arabic = within(form).getByRole('group', { name: 'Arabic' });
  expect(within(english).getByRole('region', { name: 'Preview in English' })).toHaveTextContent(
    'Your application for Senior Cybersecurity Analyst',
  );
  expect(within(arabic).getByRole('region', { name: 'Preview in Arabic' })).toHaveTextContent('السيد/السيدة ليلى حداد،');

  const subject = within(english).getByLabelText('Subject');
  await userEvent.clear(subject);
  await userEvent.type(subject, 'About {{{{jobTitle}}');
  expect(within(english).getByRole('region', { name: 'Preview in English' })).toHaveTextContent(
    'About Senior Cybersecurity Analyst',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(sentBody(put?.[1])).toMatchObject({ en: { subject: 'About {{jobTitle}}' } });
  expect(await screen.findByText(/Edited by Admin on/)).toBeInTheDocument();
});

test('refuses an unknown placeholder on its field before saving', async () => {
  const fetchMock = mockFetch({ [`GET ${URL}`]: { body: templates() } });
  renderConsole(<MailTemplates />, { route: '/staff/mail-templates' });
  const form = await screen.findByRole('form', { name: 'Acknowledgement template' });
  const body = within(within(form).getByRole('group', { name: 'Arabic' })).getByLabelText('Text');
  await userEvent.type(body, ' {{{{name}}');
  await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
  expect(await within(form).findByText(UNKNOWN)).toBeInTheDocument();
  expect(body).toHaveAccessibleDescription(UNKNOWN);
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
});

test('puts the default back after asking', async () => {
  const edited = template('acknowledgement', {
    en: { subject: 'Edited', body: 'Edited text' },
    edited: true,
    updatedAt: '2026-11-20T09:30:00.000Z',
    updatedBy: { id: 'a', email: 'admin@staff.example', name: 'Admin' },
  });
  mockFetch({
    [`GET ${URL}`]: { body: { items: [edited, ...templates().items.slice(1)] } },
    [`DELETE ${URL}/acknowledgement`]: { body: template('acknowledgement') },
  });
  renderConsole(<MailTemplates />, { route: '/staff/mail-templates' });
  const form = await screen.findByRole('form', { name: 'Acknowledgement template' });
  expect(within(form).getByLabelText('Subject', { selector: 'input[lang="en"]' })).toHaveValue('Edited');
  await userEvent.click(within(form).getByRole('button', { name: 'Reset to default' }));
  const dialog = await screen.findByRole('dialog', { name: 'Put the default wording back?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
  expect(await screen.findByText('The default wording.')).toBeInTheDocument();
  expect(screen.getByLabelText('Subject', { selector: 'input[lang="en"]' })).toHaveValue('Your application for {{jobTitle}}');
});
