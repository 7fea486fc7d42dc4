import type { StoredApplication, StoredEnquiry } from 'contracts';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../store/outbox-entry';
import { CONFIRMATION_NAME_MAX, composeApplicationMails, composeEnquiryMails } from './compose';

const INBOX = 'inbox@company.example';
const CONFIRM = { confirm: true };

const enquiry: StoredEnquiry = {
  id: 'enq-1',
  receivedAt: '2025-03-04T10:00:00.000Z',
  name: 'Layla Haddad',
  email: 'layla@ministry.example',
  company: 'Ministry of Digital Services',
  website: 'https://ministry.example',
  phone: '+974 5555 0101',
  signal: '',
  service: 'e-government',
  message: 'We are planning a citizen portal for permit applications and would like to discuss options.',
  privacy: true,
  locale: 'en',
};

const application: StoredApplication = {
  id: 'app-1',
  receivedAt: '2025-03-04T11:00:00.000Z',
  jobSlug: 'senior-cybersecurity-analyst',
  jobTitle: 'Senior Cybersecurity Analyst',
  fullName: 'Omar Saleh',
  email: 'omar@candidate.example',
  phone: '+971 50 555 0199',
  coverLetter: 'I have led incident response for a national CERT for six years. '.repeat(3),
  resumeLink: '',
  portfolioLink: 'https://github.com/omar-example',
  years: '5-10',
  agree: true,
  locale: 'en',
  resume: { fileName: 'omar-saleh-cv.pdf', contentType: 'application/pdf', size: 48_213 },
};

async function render(mail: OutgoingMail): Promise<{ raw: string; recipients: string[] }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'site@company.example', ...mail });
  return { raw: (info.message as Buffer).toString('utf8'), recipients: info.envelope.to };
}

function headerNames(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n') === -1 ? raw.indexOf('\n\n') : raw.indexOf('\r\n\r\n'));
  return head
    .split(/\r?\n/)
    .filter((line) => !/^\s/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
}

describe('composeEnquiryMails', () => {
  it('confirms to the sender and notifies the company inbox with Reply-To the sender', () => {
    const [confirmation, notification] = composeEnquiryMails(enquiry, { companyInbox: INBOX }, CONFIRM);

    expect(confirmation?.to).toBe('layla@ministry.example');
    expect(confirmation?.subject).toBe('We received your enquiry');
    expect(confirmation?.text).toContain('typically responds within 1-2 business days');
    expect(confirmation?.html).toContain('typically responds within 1-2 business days');
    expect(confirmation?.text).toContain('E-Government Solutions');
    expect(confirmation?.text).toContain(enquiry.id);

    expect(notification?.to).toBe(INBOX);
    expect(notification?.replyTo).toBe('layla@ministry.example');
    for (const value of [
      enquiry.id,
      enquiry.name,
      enquiry.email,
      enquiry.company,
      enquiry.website,
      enquiry.phone,
      enquiry.message,
    ]) {
      expect(notification?.text).toContain(value);
    }
  });

  it('signs with the configured company name, or a neutral sign-off without one', () => {
    const [named] = composeEnquiryMails(enquiry, { companyInbox: INBOX, companyName: 'Acme Consulting' }, CONFIRM);
    const [unnamed] = composeEnquiryMails(enquiry, { companyInbox: INBOX }, CONFIRM);

    expect(named?.text).toContain('Acme Consulting');
    expect(unnamed?.text).toContain('The team');
  });

  it('escapes markup the visitor wrote in every HTML body', () => {
    const hostile = {
      ...enquiry,
      name: 'Eve <b>bold</b>',
      message: 'Hi <script>alert("x")</script> & <img src=x onerror=alert(1)>',
    };
    const [confirmation, notification] = composeEnquiryMails(hostile, { companyInbox: INBOX }, CONFIRM);

    for (const mail of [confirmation!, notification!]) {
      expect(mail.html).not.toMatch(/<script>|<img|<b>/);
      expect(mail.html).toContain('Eve &lt;b&gt;bold&lt;/b&gt;');
    }
    expect(notification!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
    // The text body is plain text: it keeps what was written.
    expect(notification!.text).toContain('<script>alert("x")</script>');
  });

  it.each([
    'eve@attacker.example\r\nBcc: other@elsewhere.example',
    'eve@attacker.example, other@elsewhere.example',
    'group:other@elsewhere.example;',
    '"Eve" <other@elsewhere.example>',
  ])('never lets the name or the address %j add a header or a recipient', async (email) => {
    const hostile = { ...enquiry, name: 'Eve\r\nBcc: victim@elsewhere.example\r\nX-Injected: yes', email };

    for (const mail of composeEnquiryMails(hostile, { companyInbox: INBOX }, CONFIRM)) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).not.toMatch(/[\r\n\s,]/);
      const { raw, recipients } = await render(mail);
      expect(recipients).toHaveLength(1);
      const names = headerNames(raw);
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('x-injected');
      expect(names.filter((name) => name === 'subject')).toHaveLength(1);
    }
  });
});

describe('confirmations cannot relay a message to a stranger', () => {
  it('carry no free text of the visitor but the name, cut to its maximum', () => {
    const relay = {
      ...enquiry,
      name: `Buy cheap watches at spam dot example ${'x'.repeat(80)}`,
      company: 'Visit spam.example',
      website: 'https://spam.example',
      phone: '+1 555 0100',
      signal: 'spam.01',
      message: 'Click https://spam.example/offer for a prize',
    };
    const [confirmation] = composeEnquiryMails(relay, { companyInbox: INBOX }, CONFIRM);

    for (const value of [relay.company, relay.website, relay.phone, relay.signal, relay.message, relay.name]) {
      expect(confirmation?.text).not.toContain(value);
      expect(confirmation?.html).not.toContain(value);
    }
    expect(confirmation?.text).toContain(`Dear ${relay.name.slice(0, CONFIRMATION_NAME_MAX).trim()},`);
  });

  it('are left out when the address has had its share, the notification still goes', () => {
    const mails = composeEnquiryMails(enquiry, { companyInbox: INBOX }, { confirm: false });
    expect(mails.map((mail) => mail.to)).toEqual([INBOX]);
    const applicationMails = composeApplicationMails(application, { companyInbox: INBOX }, { confirm: false });
    expect(applicationMails.map((mail) => mail.to)).toEqual([INBOX]);
  });
});

describe('composeApplicationMails', () => {
  it('confirms the position and review time to the candidate', () => {
    const [confirmation] = composeApplicationMails(application, { companyInbox: INBOX }, CONFIRM);

    expect(confirmation?.to).toBe('omar@candidate.example');
    expect(confirmation?.subject).toBe('We received your application for Senior Cybersecurity Analyst');
    expect(confirmation?.text).toContain('Senior Cybersecurity Analyst');
    expect(confirmation?.text).toContain('typically reviews applications within 1-2 weeks');
    expect(confirmation?.html).toContain('typically reviews applications within 1-2 weeks');
    expect(confirmation?.text).toContain('5-10 years');
  });

  it('carries nothing the candidate wrote but the name', () => {
    const hostile = {
      ...application,
      phone: '+1 555 0100 call now',
      portfolioLink: 'https://spam.example/buy',
      resumeLink: 'https://spam.example/cv',
    };
    const [confirmation] = composeApplicationMails(hostile, { companyInbox: INBOX }, CONFIRM);

    for (const value of [
      hostile.phone,
      hostile.portfolioLink,
      hostile.resumeLink,
      hostile.coverLetter.trim(),
      'omar-saleh-cv.pdf',
    ]) {
      expect(confirmation?.text).not.toContain(value);
      expect(confirmation?.html).not.toContain(value);
    }
  });

  it('tells the inbox that a resume file is attached, with every field', () => {
    const [, notification] = composeApplicationMails(application, { companyInbox: INBOX }, CONFIRM);

    expect(notification?.to).toBe(INBOX);
    expect(notification?.replyTo).toBe('omar@candidate.example');
    expect(notification?.subject).toBe('New application for Senior Cybersecurity Analyst from Omar Saleh');
    expect(notification?.text).toContain('omar-saleh-cv.pdf (application/pdf, 48213 bytes)');
    expect(notification?.text).toContain('/api/admin/applications/app-1/resume');
    for (const value of [
      application.fullName,
      application.email,
      application.phone,
      application.portfolioLink,
      application.coverLetter.trim(),
    ]) {
      expect(notification?.text).toContain(value);
    }
  });

  it('gives the resume link when no file was uploaded', () => {
    const linkOnly = { ...application, resume: undefined, resumeLink: 'https://drive.example/omar-cv' };
    const [confirmation, notification] = composeApplicationMails(linkOnly, { companyInbox: INBOX }, CONFIRM);

    expect(confirmation?.text).not.toContain('https://drive.example/omar-cv');
    expect(notification?.text).toContain('Resume file: None attached');
    expect(notification?.text).toContain('Resume link: https://drive.example/omar-cv');
  });

  it('escapes the cover letter in HTML', () => {
    const hostile = { ...application, coverLetter: `<script>steal()</script>${'x'.repeat(100)}` };
    const [, notification] = composeApplicationMails(hostile, { companyInbox: INBOX }, CONFIRM);

    expect(notification?.html).not.toContain('<script>');
    expect(notification?.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
  });
});

describe('the English confirmations', () => {
  // Pinned from the mails as they were before confirmations came in other languages.
  it('are word for word and tag for tag what they were for an enquiry', () => {
    const [confirmation] = composeEnquiryMails(enquiry, { companyInbox: INBOX, companyName: 'Acme Consulting' }, CONFIRM);

    expect(confirmation).toEqual({
      to: 'layla@ministry.example',
      subject: 'We received your enquiry',
      text: [
        'Dear Layla Haddad,',
        'Thank you for contacting us about E-Government Solutions. We have received your enquiry, and our team typically responds within 1-2 business days.',
        'Reference: enq-1\nService: E-Government Solutions',
        'If you did not send this enquiry, you can safely ignore this e-mail.',
        'Kind regards,\nAcme Consulting\n',
      ].join('\n\n'),
      html: [
        '<!doctype html>',
        '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
        '<p>Dear Layla Haddad,</p>',
        '<p>Thank you for contacting us about E-Government Solutions. We have received your enquiry, and our team typically responds within 1-2 business days.</p>',
        '<table role="presentation" cellpadding="0" cellspacing="0">' +
          '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Reference</th><td style="padding:4px 0;white-space:pre-wrap">enq-1</td></tr>' +
          '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Service</th><td style="padding:4px 0;white-space:pre-wrap">E-Government Solutions</td></tr>' +
          '</table>',
        '<p>If you did not send this enquiry, you can safely ignore this e-mail.</p>',
        '<p>Kind regards,<br>Acme Consulting</p>',
        '</body></html>',
      ].join('\n'),
    });
  });

  it('are word for word and tag for tag what they were for an application', () => {
    const [confirmation] = composeApplicationMails(application, { companyInbox: INBOX, companyName: 'Acme Consulting' }, CONFIRM);

    expect(confirmation).toEqual({
      to: 'omar@candidate.example',
      subject: 'We received your application for Senior Cybersecurity Analyst',
      text: [
        'Dear Omar Saleh,',
        'Thank you for applying for the Senior Cybersecurity Analyst position. We have received your application.',
        'Our talent team typically reviews applications within 1-2 weeks. If your profile matches what we are looking for, we will contact you to arrange an initial interview.',
        'Reference: app-1\nPosition: Senior Cybersecurity Analyst\nExperience: 5-10 years',
        'If you did not apply, you can safely ignore this e-mail.',
        'Kind regards,\nAcme Consulting\n',
      ].join('\n\n'),
      html: [
        '<!doctype html>',
        '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
        '<p>Dear Omar Saleh,</p>',
        '<p>Thank you for applying for the Senior Cybersecurity Analyst position. We have received your application.</p>',
        '<p>Our talent team typically reviews applications within 1-2 weeks. If your profile matches what we are looking for, we will contact you to arrange an initial interview.</p>',
        '<table role="presentation" cellpadding="0" cellspacing="0">' +
          '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Reference</th><td style="padding:4px 0;white-space:pre-wrap">app-1</td></tr>' +
          '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Position</th><td style="padding:4px 0;white-space:pre-wrap">Senior Cybersecurity Analyst</td></tr>' +
          '<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">Experience</th><td style="padding:4px 0;white-space:pre-wrap">5-10 years</td></tr>' +
          '</table>',
        '<p>If you did not apply, you can safely ignore this e-mail.</p>',
        '<p>Kind regards,<br>Acme Consulting</p>',
        '</body></html>',
      ].join('\n'),
    });
  });
});

describe('confirmations of submissions sent in Arabic', () => {
  const arabicEnquiry: StoredEnquiry = { ...enquiry, locale: 'ar' };
  const arabicApplication: StoredApplication = { ...application, locale: 'ar' };
  const LATIN_LETTERS = /[A-Za-z]/;

  /** The text with the values we put in taken out: what is left must be Arabic words only. */
  const withoutValues = (text: string, values: string[]) => values.reduce((rest, value) => rest.replaceAll(value, ''), text);

  it('confirm an enquiry in Arabic: subject, greeting with the name as typed, our service name and the answer time', () => {
    const [confirmation] = composeEnquiryMails(arabicEnquiry, { companyInbox: INBOX }, CONFIRM);

    expect(confirmation?.to).toBe('layla@ministry.example');
    expect(confirmation?.subject).toBe('تم استلام استفساركم');
    expect(confirmation?.text).toContain('السيد/السيدة Layla Haddad،');
    expect(confirmation?.text).toContain('نشكركم على تواصلكم معنا بشأن حلول الحكومة الإلكترونية.');
    expect(confirmation?.text).toContain('خلال يوم أو يومي عمل');
    expect(confirmation?.text).toContain('الرقم المرجعي: enq-1');
    expect(confirmation?.text).toContain('الخدمة: حلول الحكومة الإلكترونية');
    expect(confirmation?.text).toContain('مع خالص التحية والتقدير،\nفريق العمل');
    expect(withoutValues(confirmation!.text, [enquiry.name, enquiry.id])).not.toMatch(LATIN_LETTERS);
  });

  it('confirm an application in Arabic, the job title as staff wrote it', () => {
    const [confirmation] = composeApplicationMails(arabicApplication, { companyInbox: INBOX }, CONFIRM);

    expect(confirmation?.subject).toBe('تم استلام طلبكم لشغل وظيفة Senior Cybersecurity Analyst');
    expect(confirmation?.text).toContain('السيد/السيدة Omar Saleh،');
    expect(confirmation?.text).toContain('نشكركم على تقدمكم لشغل وظيفة Senior Cybersecurity Analyst، وقد استلمنا طلبكم.');
    expect(confirmation?.text).toContain('خلال أسبوع إلى أسبوعين');
    expect(confirmation?.text).toContain('الوظيفة: Senior Cybersecurity Analyst');
    expect(confirmation?.text).toContain('سنوات الخبرة: من 5 إلى 10 سنوات');
    expect(withoutValues(confirmation!.text, [application.fullName, application.id, application.jobTitle])).not.toMatch(
      LATIN_LETTERS,
    );
  });

  it.each([
    ['an enquiry', () => composeEnquiryMails(arabicEnquiry, { companyInbox: INBOX, companyName: 'Acme Consulting' }, CONFIRM)],
    [
      'an application',
      () => composeApplicationMails(arabicApplication, { companyInbox: INBOX, companyName: 'Acme Consulting' }, CONFIRM),
    ],
  ])('of %s are right-to-left Arabic HTML, the values we put in isolated', (_kind, compose) => {
    const [confirmation] = compose();
    const html = confirmation!.html;

    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(html).toContain('<div dir="rtl" lang="ar" style="text-align:right">');
    expect(html).toMatch(/<span dir="ltr">(enq|app)-1<\/span>/);
    expect(html).toMatch(/<p>السيد\/السيدة <bdi>(Layla Haddad|Omar Saleh)<\/bdi>،<\/p>/);
    expect(html).toContain('<p>مع خالص التحية والتقدير،<br><bdi>Acme Consulting</bdi></p>');
    expect(html).toContain('<th align="right" valign="top" style="padding:4px 0 4px 12px">الرقم المرجعي</th>');
    expect(html).not.toContain('align="left"');
  });

  it('put the job title into the Arabic sentence isolated, so its direction does not move the words around it', () => {
    const [confirmation] = composeApplicationMails(arabicApplication, { companyInbox: INBOX }, CONFIRM);
    expect(confirmation?.html).toContain(
      '<p>نشكركم على تقدمكم لشغل وظيفة <bdi>Senior Cybersecurity Analyst</bdi>، وقد استلمنا طلبكم.</p>',
    );
  });

  it('greet a name written in Arabic as it was typed', () => {
    const [confirmation] = composeEnquiryMails({ ...arabicEnquiry, name: 'ليلى الحداد' }, { companyInbox: INBOX }, CONFIRM);
    expect(confirmation?.text).toContain('السيد/السيدة ليلى الحداد،');
    expect(confirmation?.html).toContain('<p>السيد/السيدة <bdi>ليلى الحداد</bdi>،</p>');
  });

  it('go out with a plain-text part beside the HTML, both in UTF-8', async () => {
    const [confirmation] = composeEnquiryMails(arabicEnquiry, { companyInbox: INBOX }, CONFIRM);
    expect(confirmation?.text).not.toMatch(/<[a-z]/i);
    const { raw } = await render(confirmation!);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('still carry no free text of the visitor but the name, and escape it', () => {
    const relay = {
      ...arabicEnquiry,
      name: 'Eve <b>bold</b>',
      company: 'Visit spam.example',
      website: 'https://spam.example',
      phone: '+1 555 0100',
      message: 'Click https://spam.example/offer for a prize',
    };
    const [confirmation] = composeEnquiryMails(relay, { companyInbox: INBOX }, CONFIRM);

    for (const value of [relay.company, relay.website, relay.phone, relay.message, relay.email]) {
      expect(confirmation?.text).not.toContain(value);
      expect(confirmation?.html).not.toContain(value);
    }
    expect(confirmation?.html).toContain('<bdi>Eve &lt;b&gt;bold&lt;/b&gt;</bdi>');
    expect(confirmation?.html).not.toContain('<b>');
  });
});

describe('notifications to the company inbox', () => {
  it.each([
    ['en', 'English'],
    ['ar', 'Arabic'],
  ] as const)('stay in English and name the language the submission came in (%s)', (locale, language) => {
    const [, enquiryNotification] = composeEnquiryMails({ ...enquiry, locale }, { companyInbox: INBOX }, CONFIRM);
    const [, applicationNotification] = composeApplicationMails({ ...application, locale }, { companyInbox: INBOX }, CONFIRM);

    for (const notification of [enquiryNotification!, applicationNotification!]) {
      expect(notification.to).toBe(INBOX);
      expect(notification.text).toMatch(new RegExp(`\nReceived: \\S+\nLanguage: ${language}\n`));
      expect(notification.html).toMatch(/^<!doctype html>\n<html lang="en"><body/);
      expect(notification.html).toContain(`>Language</th><td style="padding:4px 0;white-space:pre-wrap">${language}</td>`);
    }
    expect(enquiryNotification?.subject).toBe('New enquiry from Layla Haddad: E-Government Solutions');
    expect(applicationNotification?.subject).toBe('New application for Senior Cybersecurity Analyst from Omar Saleh');
  });
});
