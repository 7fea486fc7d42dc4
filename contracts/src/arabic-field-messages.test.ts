import { applicationSchema } from './application';
import { ARABIC_FIELD_MESSAGES } from './arabic-field-messages';
import { contactEnquirySchema } from './contact';
import { INTERVIEW_SLOT_REQUIRED_MESSAGE, interviewChoiceSchema } from './interview-booking';

/** Every message the schemas give for a body of wrong values, which a form shows under its field. */
function messagesFor(schema: typeof contactEnquirySchema | typeof applicationSchema, bodies: readonly object[]): string[] {
  return bodies.flatMap((body) => {
    const result = schema.safeParse(body);
    // A form always sends every field, with only its own names: these two codes never reach one.
    const shown = result.success
      ? []
      : result.error.issues.filter((issue) => !['unrecognized_keys', 'invalid_type'].includes(issue.code));
    return shown.map((issue) => issue.message);
  });
}

const tooLong = 'x'.repeat(10_001);
const wrong = [
  {},
  { name: 'x', email: 'x', phone: 'x', company: tooLong, signal: tooLong, message: 'x', privacy: false, service: 'x' },
  { name: '<>', email: `${tooLong}@x.example`, phone: '1'.repeat(30), message: tooLong },
  { fullName: 'x', email: 'x', phone: 'x', coverLetter: 'x', agree: false, portfolioLink: 'x', resumeLink: 'x' },
  { fullName: '<>', coverLetter: tooLong, phone: '1'.repeat(40), portfolioLink: 'ftp://x', resumeLink: '' },
  { fullName: tooLong, email: 'a@b.example', phone: '12345678901', coverLetter: 'x'.repeat(200), agree: true, resumeLink: '' },
];

test('every field message the schemas give has its Arabic', () => {
  const messages = [...messagesFor(contactEnquirySchema, wrong), ...messagesFor(applicationSchema, wrong)];
  expect(messages.length).toBeGreaterThan(10);
  expect([...new Set(messages)].filter((message) => !ARABIC_FIELD_MESSAGES[message])).toEqual([]);
});

test("the interview page's message for a missing choice has its Arabic", () => {
  const messages = [{}, { slotId: '' }].flatMap((body) => interviewChoiceSchema.safeParse(body).error?.issues ?? []);
  expect(messages.map((issue) => issue.message)).toEqual([INTERVIEW_SLOT_REQUIRED_MESSAGE, INTERVIEW_SLOT_REQUIRED_MESSAGE]);
  expect(ARABIC_FIELD_MESSAGES[INTERVIEW_SLOT_REQUIRED_MESSAGE]).toBe('يُرجى اختيار موعد للمقابلة');
});
