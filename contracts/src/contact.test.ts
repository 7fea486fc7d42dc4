import { contactEnquirySchema } from './contact';

const valid = {
  name: 'Zoë Łukasz',
  email: 'zoe@agency.example',
  company: 'Ministry of Digital Affairs',
  website: '',
  phone: '',
  signal: '',
  service: 'encryption',
  message: 'We need an assessment of our key management.',
  privacy: true,
  botcheck: '',
};

function firstMessage(input: Record<string, unknown>, field: string): string | undefined {
  const result = contactEnquirySchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

test('accepts a complete enquiry', () => {
  expect(contactEnquirySchema.parse(valid)).toMatchObject({ name: 'Zoë Łukasz', service: 'encryption' });
});

test.each([
  ['name', 'A', 'Name must be at least 2 characters'],
  ['name', 'A'.repeat(101), 'Name cannot exceed 100 characters'],
  ['name', 'R2D2', 'Name contains invalid characters'],
  ['name', 'Ann\nLee', 'Name contains invalid characters'],
  ['name', 'Ann\tLee', 'Name contains invalid characters'],
  ['email', 'not-an-address', 'Please enter a valid email address'],
  ['email', `${'a'.repeat(95)}@x.example`, 'Email cannot exceed 100 characters'],
  ['company', 'C'.repeat(101), 'Company name cannot exceed 100 characters'],
  ['website', 'javascript:alert(1)', 'Please enter a valid URL'],
  ['website', 'data:text/html,<b>x</b>', 'Please enter a valid URL'],
  ['website', 'ftp://files.example.com', 'Please enter a valid URL'],
  ['phone', '1'.repeat(21), 'Phone number cannot exceed 20 characters'],
  ['signal', 's'.repeat(51), 'Signal handle cannot exceed 50 characters'],
  ['service', '', 'Please select a service'],
  ['service', 'ai-solutions', 'Please select a service'],
  ['message', 'Too short', 'Message must be at least 10 characters'],
  ['message', 'm'.repeat(2001), 'Message cannot exceed 2000 characters'],
  ['privacy', false, 'You must agree to our privacy policy'],
])('%s = %j gives "%s"', (field, value, message) => {
  expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
});

test.each(['محمد الأحمد', "O'Brien", 'O’Brien', 'Jean-Luc Picard', 'J. R. Smith', 'Nguyễn Văn A'])(
  'accepts the name %s',
  (name) => {
    expect(firstMessage({ ...valid, name }, 'name')).toBeUndefined();
  },
);

test.each([
  ['name', 'Name must be at least 2 characters'],
  ['email', 'Please enter a valid email address'],
  ['service', 'Please select a service'],
  ['message', 'Message must be at least 10 characters'],
  ['privacy', 'You must agree to our privacy policy'],
])('a missing %s gives "%s"', (field, message) => {
  const { [field as keyof typeof valid]: _missing, ...rest } = valid;
  expect(firstMessage(rest, field)).toBe(message);
});

test('reads a bare domain as an https address', () => {
  expect(contactEnquirySchema.parse({ ...valid, website: 'agency.example.gov' }).website).toBe('https://agency.example.gov');
});

test('fills missing optional fields with empty strings', () => {
  const { company, website, phone, signal, botcheck, ...required } = valid;
  expect(contactEnquirySchema.parse(required)).toMatchObject({ company: '', website: '', phone: '', signal: '', botcheck: '' });
});

test.each([
  ['an unknown key', { isAdmin: true }],
  ['an operator object', { email: { $gt: '' } }],
  ['a wrong type', { privacy: 'true' }],
])('refuses %s', (_case, extra) => {
  expect(contactEnquirySchema.safeParse({ ...valid, ...extra }).success).toBe(false);
});
