import type { JobContent } from './job-content';

const JOB_CONTENT_AR: JobContent = {
  linkCopiedToast: { title: 'تم نسخ الرابط', description: 'يمكنكم الآن مشاركته مع من تشاؤون' },
  payPeriods: { year: 'سنويا', month: 'شهريا', hour: 'للساعة' },
};

export default JOB_CONTENT_AR;
