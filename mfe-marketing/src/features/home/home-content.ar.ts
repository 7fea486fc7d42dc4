import type { HomeContent } from './home-content';

const content: HomeContent = {
  statistics: [
    { value: '5+', label: 'سنوات من التميز' },
    { value: '50+', label: 'عميلا حول العالم' },
    { value: '4', label: 'مكاتب دولية' },
    { value: '100+', label: 'مشروع منجز' },
  ],
  trustClaims: [
    {
      title: 'حاصلون على شهادة ISO 27001',
      text: 'نظام إدارة أمن المعلومات لدينا حاصل على شهادة ISO/IEC 27001 ويخضع للتدقيق كل عام، فتعالج بياناتكم وفق المعايير التي تتوقعها الجهات التنظيمية.',
    },
    {
      title: 'موضع ثقة الحكومات',
      text: 'تعتمد علينا وزارات وبلديات وجهات عامة في الولايات المتحدة والشرق الأوسط في خدمات يستخدمها مواطنوها كل يوم.',
    },
  ],
};

export default content;
