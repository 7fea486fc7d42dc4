/**
 * A mail's body as its two parts: plain text, and HTML in the mail's language and direction.
 * In a right-to-left mail every value is isolated: typed text in `<bdi>` (its direction found
 * from its own letters), e-mail addresses, phone numbers and references in `dir="ltr"` spans.
 */
import { LOCALE_DIRECTIONS, type Locale } from 'contracts';
import { escapeHtml } from './escape';
import { type MailText, plainText, type Segment, segmentsOf } from './mail-text';

export type Field = readonly [label: string, value: Segment];

export interface MailBody {
  locale: Locale;
  greeting: MailText;
  paragraphs: MailText[];
  fields: Field[];
  closing: MailText[];
}

export function renderText(body: MailBody): string {
  const fields = body.fields.map(([label, segment]) => {
    const value = plainText([segment]);
    return value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`;
  });
  const blocks: MailText[] = [
    body.greeting,
    ...body.paragraphs,
    ...(fields.length > 0 ? [fields.join('\n')] : []),
    ...body.closing,
  ];
  return `${blocks.map(plainText).join('\n\n')}\n`;
}

export function renderHtml(body: MailBody): string {
  const rtl = LOCALE_DIRECTIONS[body.locale] === 'rtl';
  const html = (mailText: MailText) =>
    segmentsOf(mailText)
      .map((segment) => segmentHtml(segment, rtl))
      .join('');
  const paragraph = (mailText: MailText) => `<p>${html(mailText).replaceAll('\n', '<br>')}</p>`;
  const [align, labelPadding] = rtl ? ['right', '4px 0 4px 12px'] : ['left', '4px 12px 4px 0'];
  const rows = body.fields
    .map(
      ([label, value]) =>
        `<tr><th align="${align}" valign="top" style="padding:${labelPadding}">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${html([value])}</td></tr>`,
    )
    .join('');
  const content = [
    paragraph(body.greeting),
    ...body.paragraphs.map(paragraph),
    ...(rows ? [`<table role="presentation" cellpadding="0" cellspacing="0">${rows}</table>`] : []),
    ...body.closing.map(paragraph),
  ];
  return [
    '<!doctype html>',
    `<html lang="${body.locale}"${rtl ? ' dir="rtl"' : ''}><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">`,
    // Webmail drops the attributes of <html> and <body>: the direction is said again on a block of ours.
    ...(rtl ? [`<div dir="rtl" lang="${body.locale}" style="text-align:right">`, ...content, '</div>'] : content),
    '</body></html>',
  ].join('\n');
}

/** A left-to-right mail shows its values as they are (its English kept as it was before other languages). */
function segmentHtml(segment: Segment, rtl: boolean): string {
  if (typeof segment === 'string') return escapeHtml(segment);
  const value = segment.link
    ? `<a href="${escapeHtml(segment.value)}">${escapeHtml(segment.value)}</a>`
    : escapeHtml(segment.value);
  if (!rtl) return value;
  return segment.direction === 'ltr' ? `<span dir="ltr">${value}</span>` : `<bdi>${value}</bdi>`;
}
