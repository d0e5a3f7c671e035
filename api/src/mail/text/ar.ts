import type { MailText } from './en';

/** The emails in Arabic (Modern Standard Arabic, as the SPA's ar.json): same keys and placeholders as en.ts. */
export const MAIL_TEXT_AR: MailText = {
  common: {
    hello: 'مرحبًا {name}،',
    helloNoName: 'مرحبًا،',
    signature: 'وظائف كرة القدم',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة مرور حسابك في وظائف كرة القدم',
    asked: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في وظائف كرة القدم.',
    openLink: 'افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة (يعمل مرة واحدة فقط):',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  },
  paymentFailed: {
    subject: 'تعذّر إتمام دفعتك في وظائف كرة القدم',
    couldNotTake: 'لم نتمكن من تحصيل دفعة تجديد عضويتك «{membership}» في وظائف كرة القدم.',
    providerSaid: 'رسالة مزوّد الدفع: {reason}',
    staysActive: 'تبقى عضويتك فعّالة حاليًا. ادفع عبر هذا الرابط للحفاظ عليها:',
    deadline: 'إن لم تتم الدفعة خلال 14 يومًا فسيعود حسابك إلى العضوية «{free}».',
  },
  receipt: {
    subject: 'إيصالك من وظائف كرة القدم رقم {number}',
    thanks: 'شكرًا لك على الدفع. رقم الإيصال {number}',
    paidOn: 'تاريخ الدفع: {date}.',
    payments: 'مدفوعاتك وإيصالات PDF',
  },
  alert: {
    subjectOne: '{alert}: وظيفة جديدة في {category}',
    subjectOther: '{alert}: وظائف جديدة في {category} (العدد: {count})',
    intro: 'وظائف جديدة في {category} لتنبيهك «{alert}»:',
    premium: 'مميّزة',
    applyBy: 'آخر موعد للتقديم {date}',
    manage: 'إدارة تنبيهات الوظائف',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
  },
  application: {
    subject: 'طلب توظيف جديد: {job} — {candidate}',
    applied: 'تقدّم {candidate} ({email}) لوظيفة {job}.',
    cv: 'السيرة الذاتية: «{cv}» — افتحها مع الطلب في {area}.',
    area: 'منطقة صاحب العمل',
    coverNote: 'رسالة التقديم',
    screening: 'أسئلة الفرز',
    noAnswer: '(لا توجد إجابة)',
  },
  newsletter: {
    confirmSubject: 'يُرجى تأكيد اشتراكك في النشرة البريدية لوظائف كرة القدم',
    confirmAsked: 'طلب أحدهم (ونرجو أن تكون أنت) تلقّي النشرة البريدية لوظائف كرة القدم على هذا العنوان.',
    confirmLink: 'تأكيد اشتراكي',
    confirmIgnore: 'إن لم تكن أنت فتجاهل هذه الرسالة، ولن نرسل إليك شيئًا.',
    issueWhy: 'تصلك هذه الرسالة لأنك مشترك في النشرة البريدية لوظائف كرة القدم.',
    unsubscribe: 'إلغاء الاشتراك',
  },
  contact: {
    adminSubject: 'نموذج التواصل: {subject}',
    adminFrom: 'من: {name} ({email})',
    adminSubjectLine: 'الموضوع: {subject}',
    receivedSubject: 'تلقّينا رسالتك — وظائف كرة القدم',
    receivedBody: 'شكرًا لتواصلك مع وظائف كرة القدم. تلقّينا رسالتك «{subject}» وسنرد عليك عبر البريد الإلكتروني.',
  },
};
