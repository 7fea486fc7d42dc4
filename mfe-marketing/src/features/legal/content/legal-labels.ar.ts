import type { LegalLabels } from './legal-labels';

const legalLabels: LegalLabels = {
  lastUpdated: 'آخر تحديث',
  contents: 'المحتويات',
  translationNotice: {
    text: 'هذه ترجمة للنص الإنجليزي، وفي حال وجود أي اختلاف يُعتدّ بالنص الإنجليزي.',
    englishLink: 'الاطلاع على النص الإنجليزي',
  },
};

export default legalLabels;
