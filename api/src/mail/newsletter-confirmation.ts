/**
 * The newsletter's confirmation mail (double opt-in), in the subscriber's language (terms:
 * docs/arabic-glossary.md), with the one-click unsubscribe headers of RFC 8058 and a visible
 * unsubscribe link, as every newsletter mail carries. It holds nothing the visitor typed.
 */
import type { NewsletterSubscription } from 'contracts/staff';
import type { NewsletterLinks } from '../newsletter/links';
import type { OutgoingMail } from '../store/outbox-entry';
import { type MailComposeConfig, signOff } from './compose';
import { headerAddress, headerText } from './escape';
import { type Insert, link, type MailCatalogue, type MailText, text } from './mail-text';
import { renderHtml, renderText } from './render';

interface NewsletterConfirmationTexts {
  subject: string;
  greeting: string;
  confirm: (url: Insert) => MailText;
  notYou: string;
  unsubscribe: (url: Insert) => MailText;
  signOff: string;
  /** Signs when no company name is configured. */
  defaultSignature: string;
}

export const NEWSLETTER_CONFIRMATION: MailCatalogue<NewsletterConfirmationTexts> = {
  en: {
    subject: 'Confirm your subscription to our newsletter',
    greeting: 'Hello,',
    confirm: (url) =>
      text`Please confirm that you want to receive our newsletter at this address: open the link below and choose "Confirm subscription".\n${url}`,
    notYou: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
    unsubscribe: (url) => text`To unsubscribe at any time: ${url}`,
    signOff: 'Kind regards,',
    defaultSignature: 'The team',
  },
  ar: {
    subject: 'يُرجى تأكيد اشتراككم في النشرة الإخبارية',
    greeting: 'تحية طيبة وبعد،',
    confirm: (url) =>
      text`يُرجى تأكيد رغبتكم في تلقي النشرة الإخبارية على هذا العنوان: افتحوا الرابط أدناه واختاروا "تأكيد الاشتراك".\n${url}`,
    notYou: 'إذا لم تطلبوا ذلك، فبإمكانكم تجاهل هذه الرسالة ولن يتم اشتراككم.',
    unsubscribe: (url) => text`لإلغاء الاشتراك في أي وقت: ${url}`,
    signOff: 'مع خالص التحية والتقدير،',
    defaultSignature: 'فريق العمل',
  },
};

/** The headers that let a mail client offer one-click unsubscribe (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function composeNewsletterConfirmation(
  subscription: NewsletterSubscription,
  links: NewsletterLinks,
  config: MailComposeConfig,
): OutgoingMail {
  const words = NEWSLETTER_CONFIRMATION[subscription.locale];
  const body = {
    locale: subscription.locale,
    greeting: words.greeting,
    paragraphs: [words.confirm(link(links.confirmPage(subscription.id, subscription.locale)))],
    fields: [],
    closing: [
      words.notYou,
      words.unsubscribe(link(links.unsubscribePage(subscription.id, subscription.locale))),
      signOff(words, config),
    ],
  };
  return {
    to: headerAddress(subscription.email),
    subject: headerText(words.subject),
    text: renderText(body),
    html: renderHtml(body),
    headers: unsubscribeHeaders(links.oneClick(subscription.id)),
  };
}
