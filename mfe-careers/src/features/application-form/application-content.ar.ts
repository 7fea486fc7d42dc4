import type { ApplicationContent } from './application-content';

const APPLICATION_CONTENT_AR: ApplicationContent = {
  submittedToast: {
    title: 'تم إرسال الطلب',
    description: 'تم إرسال طلبكم بنجاح، وسنتواصل معكم قريبا.',
  },
  submitErrors: {
    title: 'خطأ',
    fallback: 'حدث خطأ أثناء إرسال طلبكم. يرجى المحاولة مرة أخرى.',
    invalid: 'بعض الحقول تحتاج إلى مراجعتكم.',
    statuses: {
      404: 'لم تعد هذه الوظيفة موجودة. يرجى اختيار وظيفة أخرى من صفحة الوظائف.',
      410: 'لم تعد هذه الوظيفة تستقبل طلبات.',
      413: 'حجم الملف كبير جدا. الحد الأقصى 5 ميغابايت.',
      415: 'نوع الملف غير مقبول. يرجى رفع ملف بصيغة PDF أو DOC أو DOCX.',
      429: 'أرسل عدد كبير من الطلبات من اتصالكم خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    },
  },
};

export default APPLICATION_CONTENT_AR;
