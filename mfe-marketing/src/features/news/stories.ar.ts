import type { NewsContent } from './stories';

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
};

export default content;
