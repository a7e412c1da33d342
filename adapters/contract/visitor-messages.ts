import type { ContentLang } from './lang'
import { APPLICATION_SUBMITTED_CONTACT_SOON } from './messages'
import { QUOTE_REQUEST_RECEIVED } from './quote'

/**
 * What quote.php and careers.php say to visitors, per language (ADR 022). A request with
 * `lang: 'ar'` gets these in Arabic; English stays word for word what it was (spec §8 where the
 * spec gives the text). The Arabic follows the site's own renderings of the same sentences
 * (web/src/lib/ui-texts-ar.ts): Gulf business register, Western digits.
 */

export interface VisitorMessages {
  quoteReceived: string
  applicationSubmitted: string
  quoteRateLimited: string
  careersRateLimited: string
  sendQuoteAsJson: string
  resumeRequired: string
  /** A refusal of the upload or body itself (size, type, a malformed form). */
  tooLarge: string
  unsupportedType: string
  invalidRequest: string
  serverError: string
  /** A field's value is not valid (no more specific message for that field). */
  invalidField: (label: string) => string
}

const ENGLISH: VisitorMessages = {
  quoteReceived: QUOTE_REQUEST_RECEIVED,
  applicationSubmitted: APPLICATION_SUBMITTED_CONTACT_SOON,
  quoteRateLimited: 'Too many quote requests from this address. Try again later.',
  careersRateLimited: 'Too many applications from this address. Try again later.',
  sendQuoteAsJson: 'Send the quote request as JSON',
  resumeRequired: 'Invalid field "resume": a résumé file is required',
  tooLarge: 'The request or its file is larger than allowed',
  unsupportedType: 'The request or its file is not of an accepted type',
  invalidRequest: 'The request is not valid',
  serverError: 'The server could not complete the request; try again.',
  invalidField: (label) => `Invalid field "${label}"`,
}

const ARABIC: VisitorMessages = {
  quoteReceived: 'شكراً لك! تم استلام طلب عرض السعر، وسنتواصل معك خلال 24 ساعة.',
  applicationSubmitted: 'تم إرسال طلبك بنجاح! سنتواصل معك قريباً.',
  quoteRateLimited: 'وصلتنا طلبات عروض أسعار كثيرة من هذا العنوان. يرجى المحاولة لاحقاً.',
  careersRateLimited: 'وصلتنا طلبات توظيف كثيرة من هذا العنوان. يرجى المحاولة لاحقاً.',
  sendQuoteAsJson: 'يرجى إرسال طلب عرض السعر بصيغة JSON',
  resumeRequired: 'يرجى إرفاق سيرتك الذاتية',
  tooLarge: 'حجم الطلب أو الملف المرفق أكبر من المسموح',
  unsupportedType: 'نوع الطلب أو الملف المرفق غير مقبول',
  invalidRequest: 'تعذّر قبول الطلب: بعض البيانات غير صالحة',
  serverError: 'تعذّر على الخادم إتمام الطلب؛ يرجى المحاولة مرة أخرى.',
  invalidField: (label) => `قيمة حقل «${label}» غير صالحة`,
}

export const VISITOR_MESSAGES: Record<ContentLang, VisitorMessages> = { en: ENGLISH, ar: ARABIC }

/**
 * The Arabic of a refused form field of quote.php and careers.php: its label, the message for a
 * missing value and, where the form has one, for a wrong value (the forms' own wording).
 */
export const ARABIC_FIELD_MESSAGES: Record<
  string,
  { label: string; required?: string; invalid?: string }
> = {
  name: { label: 'الاسم', required: 'يرجى إدخال الاسم' },
  fullname: { label: 'الاسم الكامل', required: 'يرجى إدخال الاسم الكامل' },
  email: {
    label: 'البريد الإلكتروني',
    required: 'يرجى إدخال البريد الإلكتروني',
    invalid: 'يرجى إدخال بريد إلكتروني صحيح',
  },
  phone: {
    label: 'الهاتف',
    required: 'يرجى إدخال رقم الهاتف',
    invalid: 'يرجى إدخال رقم هاتف صحيح',
  },
  origin: { label: 'مكان الانطلاق', required: 'يرجى إدخال مكان الانطلاق' },
  destination: { label: 'الوجهة', required: 'يرجى إدخال الوجهة' },
  weight: {
    label: 'الوزن',
    required: 'يرجى إدخال الوزن',
    invalid: 'لا يمكن أن يكون الوزن قيمة سالبة',
  },
  service: { label: 'الخدمة', required: 'يرجى اختيار الخدمة' },
  cargoType: { label: 'نوع الشحنة' },
  dimensions: { label: 'الأبعاد' },
  date: { label: 'تاريخ الاستلام المطلوب' },
  additionalInfo: { label: 'معلومات إضافية' },
  message: { label: 'الرسالة' },
  position: { label: 'الوظيفة', required: 'يرجى اختيار الوظيفة' },
  experience: { label: 'الخبرة', required: 'يرجى اختيار سنوات خبرتك' },
  education: { label: 'المؤهل العلمي' },
  location: { label: 'الموقع', required: 'يرجى اختيار الموقع' },
  coverletter: { label: 'خطاب التقديم', invalid: 'خطاب التقديم أطول من المسموح' },
  resume: {
    label: 'السيرة الذاتية',
    required: 'يرجى إرفاق سيرتك الذاتية',
    invalid: 'يجب أن يكون ملف السيرة الذاتية بصيغة PDF أو DOC أو DOCX',
  },
  source: { label: 'النموذج' },
  lang: { label: 'اللغة' },
}

/**
 * The Arabic refusal of one field: the required message when the value is missing or blank, the
 * field's invalid message otherwise, else the generic one with the field's label.
 */
export function arabicFieldMessage(field: string, value: unknown): string {
  const entry = ARABIC_FIELD_MESSAGES[field]
  const missing =
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  if (missing && entry?.required) return entry.required
  if (!missing && entry?.invalid) return entry.invalid
  return ARABIC.invalidField(entry?.label ?? field)
}
