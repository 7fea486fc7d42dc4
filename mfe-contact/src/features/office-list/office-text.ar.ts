import type { OfficeTexts } from './office-text';

// Addresses as each office's country writes them: Chicago's stays in English.
const officeTexts: OfficeTexts = {
  chicago: {
    description: 'المقر الرئيسي العالمي',
    hours: 'من الاثنين إلى الجمعة، 9:00 صباحا – 6:00 مساء',
    timezone: 'بتوقيت شيكاغو',
  },
  doha: {
    description: 'المكتب الإقليمي لدول الخليج',
    address: 'برج تورنادو، الطابق 22، شارع مجلس التعاون، الخليج الغربي، الدوحة، قطر',
    hours: 'من الأحد إلى الخميس، 8:00 صباحا – 5:00 مساء',
    timezone: 'بتوقيت الدوحة',
  },
  'abu-dhabi': {
    description: 'مكتب الإمارات العربية المتحدة',
    address: 'برج المارية، الطابق 15، جزيرة المارية، أبوظبي، الإمارات العربية المتحدة',
    hours: 'من الاثنين إلى الجمعة، 8:00 صباحا – 5:00 مساء',
    timezone: 'بتوقيت الإمارات',
  },
  riyadh: {
    description: 'مكتب المملكة العربية السعودية',
    address: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
    hours: 'من الأحد إلى الخميس، 8:00 صباحا – 5:00 مساء',
    timezone: 'بتوقيت الرياض',
  },
  damascus: {
    description: 'مكتب بلاد الشام',
    address: 'شارع الجلاء، أبو رمانة، دمشق، سوريا',
    hours: 'من الأحد إلى الخميس، 9:00 صباحا – 4:00 مساء',
    timezone: 'بتوقيت دمشق',
  },
};

export default officeTexts;
