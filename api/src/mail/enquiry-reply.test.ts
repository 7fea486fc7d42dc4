import type { StoredEnquiry } from 'contracts';
import { composeEnquiryReply, ENQUIRY_REPLY } from './enquiry-reply';

const enquiry: StoredEnquiry = {
  id: '3f1c2b9e-1111-4222-8333-444455556666',
  name: 'Layla Al-Mansouri',
  email: 'layla@ministry.example',
  company: '',
  website: '',
  phone: '',
  signal: '',
  service: 'encryption',
  message: 'We need a review.',
  privacy: true,
  locale: 'en',
  receivedAt: '2026-11-21T12:00:00.000Z',
};
const author = { id: 'staff-1', email: 'sami@company.example', name: 'Sami Sales' };
const config = { companyInbox: 'inbox@company.example', companyName: 'Meridian' };

test('mails the reply to the enquirer, Reply-To its writer, paragraphs kept and markup escaped', () => {
  const mail = composeEnquiryReply(enquiry, { text: 'Hello.\r\n\r\nLine one\nline <b>two</b> & more', author }, config);
  expect(mail).toMatchObject({
    to: 'layla@ministry.example',
    replyTo: 'sami@company.example',
    subject: 'Re: your enquiry about Encryption Technologies',
  });
  expect(mail.text).toBe(
    'Dear Layla Al-Mansouri,\n\nHello.\n\nLine one\nline <b>two</b> & more\n\nReference: 3f1c2b9e-1111-4222-8333-444455556666\n\nKind regards,\nSami Sales\nMeridian\n',
  );
  expect(mail.html).toContain('<p>Line one<br>line &lt;b&gt;two&lt;/b&gt; &amp; more</p>');
  expect(mail.html).not.toContain('<b>');
});

test('writes its fixed words in Arabic for an Arabic enquiry, the typed text isolated right to left', () => {
  const mail = composeEnquiryReply({ ...enquiry, locale: 'ar' }, { text: 'Thank you', author }, config);
  expect(mail.subject).toBe(ENQUIRY_REPLY.ar.subject('تقنيات التشفير'));
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.html).toContain('<p><bdi>Thank you</bdi></p>');
  expect(mail.text).toContain('مع خالص التحية والتقدير،\nSami Sales\nMeridian');
});

test('keeps a writer’s odd name on one line and an address to one recipient', () => {
  const mail = composeEnquiryReply(
    enquiry,
    { text: 'Hi', author: { ...author, name: 'Sami\r\nBcc: x@evil.example', email: 'sami@company.example, x@evil.example' } },
    { companyInbox: 'inbox@company.example' },
  );
  expect(mail.replyTo).toBe('sami@company.examplex@evil.example');
  expect(mail.text).toContain('Kind regards,\nSami Bcc: x@evil.example\n');
});
