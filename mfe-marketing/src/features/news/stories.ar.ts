import { brand } from 'shared-ui';
import { arabicName } from '../../lib/arabic-name';
import { featuredStory, latestStories, type NewsContent, type NewsStory } from './stories';

type StoryText = Pick<NewsStory, 'title' | 'excerpt'>;

/** A story in Arabic: its text translated, its author's name from the shared names, the rest as in English. */
function inArabic(story: NewsStory, text: StoryText): NewsStory {
  return { ...story, ...text, author: arabicName(story.author) };
}

const latestText: readonly StoryText[] = [
  {
    title: 'إطلاق إدارة المفاتيح المقاومة للحوسبة الكمية للجهات العامة',
    excerpt:
      'تدعم منصتنا لإدارة المفاتيح الآن الخوارزميات المقاومة للحوسبة الكمية، لتتمكن الجهات العامة من حماية سجلاتها طويلة الأمد من تهديدات المستقبل دون استبدال أنظمتها القائمة.',
  },
  {
    title: 'شراكة مع جامعات المنطقة لتنمية المواهب في الأمن السيبراني',
    excerpt:
      'يدرب برنامج جديد للتدريب العملي والبحث مع جامعات في الرياض وأبوظبي الجيل القادم من محللي الأمن على مشاريع دفاعية من الواقع.',
  },
  {
    title: 'كيف خفضت حكومة محلية مدة معالجة التصاريح بنسبة 60%',
    excerpt:
      'بنقل التصاريح الورقية إلى بوابة آمنة للمواطنين مع إجراءات عمل مؤتمتة، قلصت مدينة متنامية مدة الانتظار من أسابيع إلى أيام، وحسنت سجلات التدقيق.',
  },
  {
    title: 'تكريم لتميزنا في الأمن السيبراني للقطاع العام',
    excerpt:
      'حصلت ممارسة الأمن السيبراني لدينا على جائزة قطاعية عن برنامج وطني للاستجابة للحوادث ساعد وزارة على اكتشاف التهديدات واحتوائها في دقائق بدلا من ساعات.',
  },
  {
    title: 'التقوا بفريقنا في منتدى الحكومة الرقمية في أبوظبي',
    excerpt:
      'يعرض متخصصونا في الحكومة الإلكترونية والذكاء الاصطناعي دروسا عملية من نشر النماذج اللغوية الكبيرة في خدمات المواطنين، مع عروض حية في جناحنا.',
  },
];

const content: NewsContent = {
  categoryNames: {
    All: 'الكل',
    'Company News': 'أخبار الشركة',
    'Product Launch': 'إطلاق منتج',
    Partnership: 'شراكات',
    'Client Success': 'نجاحات العملاء',
    Awards: 'جوائز',
    Events: 'فعاليات',
  },
  featuredStory: inArabic(featuredStory, {
    title: `${arabicName(brand.shortName)} تفتتح مركزا للعمليات الأمنية في الدوحة`,
    excerpt:
      'يتيح مركز العمليات الجديد، الذي يعمل على مدار الساعة، لعملائنا من الجهات الحكومية والمؤسسات في أنحاء الخليج مراقبة محلية للتهديدات، واستجابة أسرع للحوادث، وبقاء البيانات داخل المنطقة.',
  }),
  latestStories: latestStories.map((story, index) => inArabic(story, latestText[index] ?? story)),
};

export default content;
