import { applicationSchema, RESUME_MESSAGES } from './application';

const valid = {
  fullName: 'Łukasz Nowak',
  email: 'lukasz@mail.example',
  phone: '+48 601 234 567',
  coverLetter: 'I have spent eight years securing public-sector systems. '.repeat(3),
  resumeLink: 'https://cv.example.com/lukasz.pdf',
  portfolioLink: '',
  years: '5-10',
  agree: true,
};

function firstMessage(input: Record<string, unknown>, field: string): string | undefined {
  const result = applicationSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

test('accepts a complete application and defaults the years to 1-3', () => {
  const { years, ...withoutYears } = valid;
  expect(applicationSchema.parse(withoutYears).years).toBe('1-3');
});

test.each([
  ['fullName', 'L', 'Full name must be at least 2 characters'],
  ['email', 'lukasz@', 'Please enter a valid email address'],
  ['phone', '12345', 'Please enter a valid phone number'],
  ['coverLetter', 'Too short.', 'Cover letter must be at least 100 characters'],
  ['resumeLink', 'not a url', 'Please provide a valid URL to your resume'],
  ['portfolioLink', 'javascript:alert(1)', 'Please provide a valid URL to your portfolio'],
  ['agree', false, 'You must agree to the terms'],
])('%s = %j gives "%s"', (field, value, message) => {
  expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
});

test('without a file, a blank resume link is refused on the resume file field', () => {
  expect(firstMessage({ ...valid, resumeLink: '   ' }, 'resumeFile')).toBe(RESUME_MESSAGES.required);
});
