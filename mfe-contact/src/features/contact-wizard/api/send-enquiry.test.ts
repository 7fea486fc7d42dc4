import { mockFetch } from 'shared-ui/test-utils';
import { sendEnquiry } from './send-enquiry';

const enquiry = {
  name: 'Layla Haddad',
  email: 'layla@ministry.example',
  company: '',
  website: '',
  phone: '',
  signal: '',
  service: 'encryption' as const,
  message: 'We need an assessment of our key management.',
  privacy: true as const,
  botcheck: '',
};

afterEach(() => {
  document.documentElement.lang = '';
});

test.each([
  ['en', 'en'],
  ['ar', 'ar'],
  ['', 'en'],
])("sends every field and the page's language: lang=%j sends locale %j", async (lang, locale) => {
  document.documentElement.lang = lang;
  const fetchMock = mockFetch({ 'POST /api/contact': { status: 201, body: { id: '1', message: 'ok' } } });
  await sendEnquiry(enquiry);
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  expect(JSON.parse(String(init.body))).toEqual({ ...enquiry, locale });
});
