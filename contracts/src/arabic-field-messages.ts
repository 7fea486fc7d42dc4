import { RESUME_MESSAGES } from './application-rules';
import { REFERRED_BY_INVALID_MESSAGE, REFERRED_BY_MAX_MESSAGE } from './application-source';

/**
 * The Arabic of the forms' field messages, by the English the schemas (and so the API) give:
 * shown under a field on Arabic pages, whether the browser's check or the API's found it.
 * Loaded only on Arabic pages (shared-ui's `useFieldMessage`); it imports nothing with zod, which
 * would come along in its chunk.
 */
export const ARABIC_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'Name must be at least 2 characters': 'يجب ألا يقل الاسم عن حرفين',
  'Name cannot exceed 100 characters': 'يجب ألا يتجاوز الاسم 100 حرف',
  'Name contains invalid characters': 'يحتوي الاسم على أحرف غير مسموح بها',
  'Full name must be at least 2 characters': 'يجب ألا يقل الاسم الكامل عن حرفين',
  'Full name cannot exceed 100 characters': 'يجب ألا يتجاوز الاسم الكامل 100 حرف',
  'Full name contains invalid characters': 'يحتوي الاسم الكامل على أحرف غير مسموح بها',
  'Please enter a valid email address': 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  'Email cannot exceed 100 characters': 'يجب ألا يتجاوز البريد الإلكتروني 100 حرف',
  'Please enter a valid phone number': 'يُرجى إدخال رقم هاتف صحيح',
  'Phone number cannot exceed 20 characters': 'يجب ألا يتجاوز رقم الهاتف 20 خانة',
  'Company name cannot exceed 100 characters': 'يجب ألا يتجاوز اسم الجهة 100 حرف',
  'Signal handle cannot exceed 50 characters': 'يجب ألا يتجاوز معرّف Signal ‏50 حرفًا',
  'Please select a service': 'يُرجى اختيار خدمة',
  'Message must be at least 10 characters': 'يجب ألا تقل الرسالة عن 10 أحرف',
  'Message cannot exceed 2000 characters': 'يجب ألا تتجاوز الرسالة 2000 حرف',
  'You must agree to our privacy policy': 'يجب الموافقة على سياسة الخصوصية',
  'You must agree to the terms': 'يجب الموافقة على الشروط والأحكام',
  'Please enter a valid URL': 'يُرجى إدخال رابط صحيح',
  'Please provide a valid URL to your portfolio': 'يُرجى إدخال رابط صحيح لملف أعمالكم',
  'Please provide a valid URL to your resume': 'يُرجى إدخال رابط صحيح لسيرتكم الذاتية',
  'Cover letter must be at least 100 characters': 'يجب ألا يقل خطاب التقديم عن 100 حرف',
  'Cover letter cannot exceed 10000 characters': 'يجب ألا يتجاوز خطاب التقديم 10000 حرف',
  [REFERRED_BY_MAX_MESSAGE]: 'يجب ألا يتجاوز اسم من رشّحكم 100 حرف',
  [REFERRED_BY_INVALID_MESSAGE]: 'يحتوي اسم من رشّحكم على أحرف غير مسموح بها',
  [RESUME_MESSAGES.required]: 'يُرجى إرفاق ملف السيرة الذاتية أو إدخال رابط لها',
  [RESUME_MESSAGES.tooLarge]: 'حجم الملف كبير جدًا. الحد الأقصى 5 ميغابايت.',
  [RESUME_MESSAGES.invalidType]: 'نوع الملف غير مقبول. يُرجى رفع ملف بصيغة PDF أو DOC أو DOCX.',
  // INTERVIEW_SLOT_REQUIRED_MESSAGE, written out: its module brings zod (the test holds them equal).
  'Choose a time for your interview': 'يُرجى اختيار موعد للمقابلة',
  [RESUME_MESSAGES.other]: 'حدث خطأ أثناء رفع الملف. يُرجى المحاولة مرة أخرى.',
};
