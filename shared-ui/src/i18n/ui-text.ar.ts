import type { UiText } from './ui-text';

const UI_TEXT_AR: UiText = {
  optional: '(اختياري)',
  socialMedia: 'وسائل التواصل الاجتماعي',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  loading: 'جارٍ التحميل',
};

export default UI_TEXT_AR;
