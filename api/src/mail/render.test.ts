import { ltr, text, typed } from './mail-text';
import { type MailBody, renderHtml, renderText } from './render';

const body = (locale: MailBody['locale']): MailBody => ({
  locale,
  greeting: text`Dear ${typed('Layla <Haddad>')},`,
  paragraphs: [text`We will write to ${ltr('layla@ministry.example')} or call ${ltr('+974 4400 1234')}.`],
  fields: [
    ['E-mail', ltr('layla@ministry.example')],
    ['Phone', ltr('+974 4400 1234')],
    ['Name', typed('ليلى الحداد')],
    ['Note', 'ours & plain'],
  ],
  closing: ['Regards,\nThe team'],
});

describe('renderHtml', () => {
  it('keeps e-mail addresses and phone numbers left to right inside a right-to-left mail', () => {
    const html = renderHtml(body('ar'));

    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(
      'We will write to <span dir="ltr">layla@ministry.example</span> or call <span dir="ltr">+974 4400 1234</span>.',
    );
    expect(html).toContain('<td style="padding:4px 0;white-space:pre-wrap"><span dir="ltr">layla@ministry.example</span></td>');
    expect(html).toContain('<td style="padding:4px 0;white-space:pre-wrap"><span dir="ltr">+974 4400 1234</span></td>');
  });

  it('isolates typed text in <bdi>, escaped, whatever its script', () => {
    const html = renderHtml(body('ar'));

    expect(html).toContain('<p>Dear <bdi>Layla &lt;Haddad&gt;</bdi>,</p>');
    expect(html).toContain('<bdi>ليلى الحداد</bdi>');
    expect(html).toContain('ours &amp; plain');
  });

  it('writes a left-to-right mail as before: values as plain escaped text, labels on the left', () => {
    const html = renderHtml(body('en'));

    expect(html).toContain('<html lang="en"><body');
    expect(html).not.toMatch(/dir=|<bdi>|<span/);
    expect(html).toContain('<p>Dear Layla &lt;Haddad&gt;,</p>');
    expect(html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">E-mail</th>');
  });
});

describe('renderText', () => {
  it('gives the values as they are, with no markup or invisible marks', () => {
    expect(renderText(body('ar'))).toBe(
      [
        'Dear Layla <Haddad>,',
        'We will write to layla@ministry.example or call +974 4400 1234.',
        'E-mail: layla@ministry.example\nPhone: +974 4400 1234\nName: ليلى الحداد\nNote: ours & plain',
        'Regards,\nThe team\n',
      ].join('\n\n'),
    );
  });
});
