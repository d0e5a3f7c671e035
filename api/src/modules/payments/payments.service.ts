import { isAdministrator } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import type { PaymentRow } from './contracts';
import { toLineView, toPaymentView, type PaymentView } from './payments.mapper';
import type { PaymentsRepo } from './payments.repo';
import { buildReceiptPdf, receiptFilename } from './receipt-pdf';

const PAYMENT_NOT_FOUND = 'Payment not found';

/** The payments records: each member sees their own; administrators may open anyone's (support). */
export function createPaymentsService(deps: { repo: PaymentsRepo }) {
  const withLines = async (payments: PaymentRow[]): Promise<PaymentView[]> => {
    const orderIds = payments.filter((payment) => payment.purpose === 'order' && payment.order_id !== null).map((payment) => payment.order_id!);
    const lines = await deps.repo.orderLines([...new Set(orderIds)]);
    return payments.map((payment) => toPaymentView(payment, lines));
  };

  /** Someone else's payment answers 404, exactly like one that does not exist. */
  const visiblePayment = async (actor: Actor, id: number): Promise<PaymentRow> => {
    const payment = await deps.repo.findById(id);
    if (!payment || (payment.user_id !== actor.id && !isAdministrator(actor.roles))) throw notFound(PAYMENT_NOT_FOUND);
    return payment;
  };

  return {
    async list(actor: Actor, page: number, limit: number): Promise<{ data: PaymentView[]; total: number }> {
      const { rows, total } = await deps.repo.listForUser(actor.id, (page - 1) * limit, limit);
      return { data: await withLines(rows), total };
    },

    async get(actor: Actor, id: number): Promise<PaymentView> {
      const [view] = await withLines([await visiblePayment(actor, id)]);
      return view!;
    },

    /** The PDF receipt; only a succeeded payment has one. */
    async receipt(actor: Actor, id: number): Promise<{ filename: string; bytes: Buffer }> {
      const payment = await visiblePayment(actor, id);
      if (payment.status !== 'succeeded' || !payment.receipt_number || !payment.paid_at) throw notFound('This payment has no receipt');
      const customer = await deps.repo.customer(payment.user_id);
      const orderLines = payment.purpose === 'order' && payment.order_id !== null ? await deps.repo.orderLines([payment.order_id]) : [];
      const lines = orderLines.length > 0
        ? orderLines.map(toLineView)
        : [{ title: payment.description, quantity: 1, listPriceMinor: payment.amount_minor, unitPriceMinor: payment.amount_minor, discountMinor: 0, lineTotalMinor: payment.amount_minor }];
      const bytes = await buildReceiptPdf({
        payment: { ...payment, receipt_number: payment.receipt_number, paid_at: new Date(payment.paid_at) },
        customer: { name: customer?.display_name ?? '', email: customer?.email ?? '' },
        lines,
      });
      return { filename: receiptFilename(payment.receipt_number), bytes };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
