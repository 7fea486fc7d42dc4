import { brand } from 'shared-ui';
import { arabicName } from '../../lib/arabic-name';
import type { FounderContent } from './founder-content';

const founder = arabicName(brand.founder.name);
const company = arabicName(brand.name);

// The ventures' own names are registered names: kept in Latin letters, as the glossary says of a company's name.
const content: FounderContent = {
  biography: [
    `نشأ ${founder} بين دمشق وشيكاغو، وأمضى مسيرته المهنية في الملتقى بين الخدمة العامة والهندسة الآمنة. وقبل تأسيس ${company}، قاد تصميم البنية لمنصات وطنية للهوية والمدفوعات لحكومات في الخليج، وبنى برامج أمنية لمصارف في الولايات المتحدة.`,
    `أسس ${arabicName(brand.shortName)} عام ${brand.foundedYear} ليقدم الهندسة المتقدمة وعلم التشفير والتصميم لمؤسسات لا تملك أن تخذل مواطنيها. ولا يزال يراجع بنفسه كل بنية رئيسية تسلمها الشركة، ويتحدث بانتظام عن الحكومة الرقمية والتشفير المقاوم للحوسبة الكمية والاستخدام المسؤول للذكاء الاصطناعي في القطاع العام.`,
  ],
  education: [
    { degree: 'ماجستير العلوم في علوم الحاسب (أمن المعلومات)', school: 'جامعة إلينوي في شيكاغو', year: 2010 },
    { degree: 'بكالوريوس الهندسة في هندسة الحاسب', school: 'جامعة دمشق', year: 2007 },
    { degree: 'البرنامج التنفيذي في القيادة العامة', school: 'كلية كيلوغ للإدارة', year: 2019 },
  ],
  expertise: [
    'استراتيجية الحكومة الرقمية',
    'تصميم بنى الأنظمة الآمنة',
    'علم التشفير التطبيقي',
    'الانتقال إلى التشفير المقاوم للحوسبة الكمية',
    'برامج الأمن السيبراني',
    'حوكمة الذكاء الاصطناعي',
  ],
  ventures: [
    {
      name: company,
      founded: brand.foundedYear,
      role: 'المؤسس والرئيس التنفيذي',
      text: 'حلول الحكومة الإلكترونية والتشفير والأمن السيبراني والذكاء الاصطناعي للحكومات والمؤسسات، من شيكاغو إلى الشرق الأوسط.',
    },
    {
      name: 'Cedar Cipher Labs',
      founded: 2016,
      role: 'شريك مؤسس',
      text: 'استوديو أبحاث في التشفير التطبيقي، تحمي أدواته لإدارة المفاتيح اليوم أنظمة دفع في ثلاث دول.',
    },
    {
      name: 'Open Civic Stack',
      founded: 2018,
      role: 'المؤسس وعضو مجلس الإدارة',
      text: 'مؤسسة غير ربحية تنشر مكونات مفتوحة المصدر لبناء مواقع خدمات عامة ميسرة وثنائية اللغة.',
    },
  ],
};

export default content;
