import type { LegalLabels } from './legal-labels';

const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

/**
 * A calendar date (`2023-05-15`) as Intl writes a long date in Arabic with Latin digits
 * ('15 مايو 2023'; a test holds them equal), written out so that hydrating loads no locale data.
 */
export function formatArabicDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return `${date.getUTCDate()} ${ARABIC_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const legalLabels: LegalLabels = {
  lastUpdated: 'آخر تحديث',
  contents: 'المحتويات',
  formatDate: formatArabicDate,
  translationNotice: {
    text: 'هذه ترجمة للنص الإنجليزي، وفي حال وجود أي اختلاف يُعتدّ بالنص الإنجليزي.',
    englishLink: 'الاطلاع على النص الإنجليزي',
  },
};

export default legalLabels;
