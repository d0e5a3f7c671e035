import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import { formatDay, formatMoneyFor } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import type { PaymentRow } from './contracts';

export interface ReceiptMailInput {
  to: string;
  name: string;
  payment: PaymentRow & { receipt_number: string };
  /** The SPA page listing the member's payments, where the PDF receipt is. */
  paymentsUrl: string;
  locale: Locale;
}

export const receiptSubject = (receiptNumber: string, locale: Locale = 'en') => fill(mailText(locale).receipt.subject, { number: receiptNumber });

/**
 * The email sent once a payment succeeded: what was paid, when, and where the PDF receipt is. The payment's
 * description is stored as it was written at checkout (a product or plan name), so it is quoted as data.
 */
export function renderReceiptMail(input: ReceiptMailInput): MailMessage {
  const { payment, locale } = input;
  const t = mailText(locale);
  const amount = formatMoneyFor(payment.amount_minor, payment.currency, locale);
  const date = formatDay(payment.paid_at ?? new Date(), locale);
  const name = input.name.trim();
  const greeting = name ? fill(t.common.hello, { name }) : t.common.helloNoName;
  const lines = [
    greeting,
    '',
    fill(t.receipt.thanks, { number: payment.receipt_number }),
    `${payment.description}: ${amount}`,
    fill(t.receipt.paidOn, { date }),
    '',
    `${t.receipt.payments}: ${input.paymentsUrl}`,
    '',
    t.common.signature,
  ];
  const html = mailDocument(
    locale,
    [
      `<p>${name ? fillHtml(t.common.hello, { name: escapeHtml(name) }) : escapeHtml(t.common.helloNoName)}</p>`,
      `<p>${fillHtml(t.receipt.thanks, { number: `<strong dir="ltr">${escapeHtml(payment.receipt_number)}</strong>` })}</p>`,
      `<p><span dir="auto">${escapeHtml(payment.description)}</span>: <strong>${escapeHtml(amount)}</strong><br>${fillHtml(t.receipt.paidOn, { date: escapeHtml(date) })}</p>`,
      `<p><a href="${escapeHtml(input.paymentsUrl)}">${escapeHtml(t.receipt.payments)}</a></p>`,
      `<p>${escapeHtml(t.common.signature)}</p>`,
    ].join('\n'),
  );
  return { to: input.to, subject: receiptSubject(payment.receipt_number, locale), text: lines.join('\n'), html };
}
