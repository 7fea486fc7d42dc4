import type { StoredApplication, StoredEnquiry } from 'contracts';
import nodemailer from 'nodemailer';
import { CONFIRMATION_NAME_MAX, composeApplicationMails, composeEnquiryMails } from './compose';
import type { OutgoingMail } from './mail';

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
