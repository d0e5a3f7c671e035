import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../mailer';
import { passwordResetMail } from '../../modules/auth/password-reset-mail';
import { paymentFailedMail } from '../../modules/memberships/payment-failed-mail';
import { renderReceiptMail } from '../../modules/payments/receipt-mail';
import type { PaymentRow } from '../../modules/payments/contracts';
import { alertMail } from '../../modules/alerts/alert-mail';
import type { AlertJobRow, JobAlertRow } from '../../modules/alerts/alerts.repo';
import { applicationMail } from '../../modules/applications/application-mail';
import { confirmationMail, issueMail } from '../../modules/content/newsletter-mail';
import { adminNotification, senderConfirmation } from '../../modules/content/contact-mail';
import type { Locale } from '../../i18n/locale';
import { renderEndpointDisabledMail } from '../../modules/webhooks/disabled-mail';

/** Every email the platform writes, rendered for one locale (the inputs are the data a real send has). */
function allEmails(locale: Locale): Record<string, MailMessage> {
  const payment = {
    id: 7,
    user_id: 3,
    description: 'Football Jobs Elite membership (monthly)',
    amount_minor: 1299,
    currency: 'GBP',
    receipt_number: 'FJ-2026-000042',
    paid_at: new Date('2026-11-24T09:30:00Z'),
  } as PaymentRow & { receipt_number: string };
  const alert = { id: 1, user_id: 3, alert_name: 'Coaching <jobs>', alert_email: 'sam@example.com', alert_frequency: 7, alert_category: 'coaching-performance' } as JobAlertRow;
  const jobs: AlertJobRow[] = [
    { id: 1, slug: 'u18-coach', title: 'U18 Coach', employer_name: 'Northbridge FC', job_class: 'premium', end_date: '2026-12-31', country: 'gb-eng', city: 'Leeds' },
    { id: 2, slug: 'gk-coach', title: 'Goalkeeping Coach', employer_name: 'Al Noor Club', job_class: 'free', end_date: '2027-01-15', country: 'ae', city: 'Dubai' },
  ];
  return {
    passwordReset: passwordResetMail({ to: 'sam@example.com', displayName: 'Sam <b>', link: 'https://jobs.example/reset?token=abc', validMinutes: 60, locale }),
    paymentFailed: paymentFailedMail({ to: 'sam@example.com', displayName: 'Sam', membership: 'ELITE', link: 'https://jobs.example/retry/9', reason: 'Card declined', locale }),
    receipt: renderReceiptMail({ to: 'sam@example.com', name: 'Sam', payment, paymentsUrl: 'https://jobs.example/candidate/payments', locale }),
    alert: alertMail(alert, jobs, { jobUrl: (slug) => `https://jobs.example/job/${slug}`, manageUrl: 'https://jobs.example/alerts', unsubscribeUrl: 'https://jobs.example/u?t=1' }, locale),
    application: applicationMail({
      to: 'hr@club.example',
      jobTitle: 'U18 Coach',
      jobUrl: 'https://jobs.example/job/u18-coach',
      candidateName: 'Sam Player',
      candidateEmail: 'sam@example.com',
      cvTitle: 'My CV',
      employerAreaUrl: 'https://jobs.example/employer/jobs',
      coverNote: 'Hello\nthere',
      answers: [{ question: 'UEFA licence?', answer: '' }],
      locale,
    }),
    newsletterConfirm: confirmationMail('sam@example.com', 'https://jobs.example', 'tok', locale),
    newsletterIssue: issueMail('sam@example.com', { subject: 'November news', body: '<p>News</p>' }, 'https://jobs.example', 'tok', locale),
    contactAdmin: adminNotification({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'A question' }, 'admin@example.com', locale),
    contactSender: senderConfirmation({ name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'A question' }, locale),
    webhookDisabled: renderEndpointDisabledMail({ to: 'sam@example.com', name: 'Sam', url: 'https://ats.example/hooks', lastError: 'The endpoint answered 503.', settingsUrl: 'https://jobs.example/employer/settings/developers', locale }),
  };
}

describe('emails in the recipient’s language', () => {
  it('writes each email as an English, left-to-right HTML document', () => {
    const mails = allEmails('en');
    for (const [name, mail] of Object.entries(mails)) expect(mail.html, name).toContain('<html lang="en" dir="ltr">');
    expect(mails.passwordReset.subject).toBe('Reset your Football Jobs password');
    expect(mails.receipt.subject).toBe('Your Football Jobs receipt FJ-2026-000042');
    expect(mails.receipt.text).toContain('£12.99');
    expect(mails.receipt.text).toContain('Paid on 24 November 2026.');
    expect(mails.alert.subject).toBe('Coaching <jobs>: 2 new jobs in Coaching & Performance');
    expect(mails.alert.text).toContain('U18 Coach — Northbridge FC — Leeds, England — Premium — apply by 31 December 2026');
    expect(mails.paymentFailed.text).toContain('your Football Jobs Elite membership');
    expect(mails.paymentFailed.text).toContain('back to the Free membership');
    expect(mails.application.text).toContain('(no answer)');
  });

  it('writes each email in Arabic, right to left, with Arabic subject, labels, dates and money', () => {
    const mails = allEmails('ar');
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.html, name).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html, name).toContain('direction:rtl;text-align:right');
    }
    // Subjects the platform writes itself are Arabic (the newsletter issue's subject is the editors' own).
    for (const name of ['passwordReset', 'paymentFailed', 'receipt', 'alert', 'application', 'newsletterConfirm', 'contactAdmin', 'contactSender', 'webhookDisabled']) {
      expect(mails[name]!.subject, name).toMatch(/[\u0600-\u06FF]/);
    }
    expect(mails.passwordReset.subject).toBe('إعادة تعيين كلمة مرور حسابك في وظائف كرة القدم');
    expect(mails.receipt.text).toContain('تاريخ الدفع: 24 نوفمبر 2026.');
    expect(mails.receipt.text).toMatch(/12\.99\s*£/);
    expect(mails.receipt.text).not.toMatch(/UK£|GBP/);
    expect(mails.paymentFailed.text).toContain('«النخبة»');
    expect(mails.paymentFailed.text).toContain('«مجانية»');
    // Category and country names in Arabic (the SPA's catalogue, CLDR for ISO codes); job data as written.
    expect(mails.alert.subject).toContain('التدريب');
    expect(mails.alert.text).toContain('Leeds، إنجلترا');
    expect(mails.alert.text).toContain('الإمارات العربية المتحدة');
    expect(mails.alert.text).toContain('آخر موعد للتقديم 31 ديسمبر 2026');
    expect(mails.alert.text).toContain('U18 Coach');
    expect(mails.application.text).toContain('(لا توجد إجابة)');
    expect(mails.newsletterIssue.html).toContain('<div dir="auto"><p>News</p></div>');
  });

  it('escapes what people typed in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const mails = allEmails(locale);
      expect(mails.passwordReset.html).toContain('Sam &lt;b&gt;');
      expect(mails.passwordReset.html).not.toContain('Sam <b>');
      expect(mails.alert.html).toContain('Coaching &lt;jobs&gt;');
    }
  });
});
