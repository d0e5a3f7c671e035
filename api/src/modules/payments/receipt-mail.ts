import { formatMoney } from '@fj/shared';
import type { MailMessage } from '../../mail';
import type { PaymentRow } from './contracts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface ReceiptMailInput {
  to: string;
  name: string;
  payment: PaymentRow & { receipt_number: string };
  /** The SPA page listing the member's payments, where the PDF receipt is. */
  paymentsUrl: string;
}

export const receiptSubject = (receiptNumber: string) => `Your Football Jobs receipt ${receiptNumber}`;

/** The email sent once a payment succeeded: what was paid, when, and where the PDF receipt is. */
export function renderReceiptMail(input: ReceiptMailInput): MailMessage {
  const { payment } = input;
  const amount = formatMoney(payment.amount_minor, payment.currency);
  const date = (payment.paid_at ?? new Date()).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Thank you for your payment. Receipt ${payment.receipt_number}`,
    `${payment.description}: ${amount}`,
    `Paid on ${date}.`,
    '',
    `Your payments and PDF receipts: ${input.paymentsUrl}`,
    '',
    'Football Jobs',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Thank you for your payment. Receipt <strong>${escapeHtml(payment.receipt_number)}</strong></p>`,
    `<p>${escapeHtml(payment.description)}: <strong>${escapeHtml(amount)}</strong><br>Paid on ${escapeHtml(date)}.</p>`,
    `<p><a href="${escapeHtml(input.paymentsUrl)}">Your payments and PDF receipts</a></p>`,
    '<p>Football Jobs</p>',
  ].join('\n');
  return { to: input.to, subject: receiptSubject(payment.receipt_number), text: lines.join('\n'), html };
}
