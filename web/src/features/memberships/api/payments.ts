import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, paymentPath, paymentReceiptPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './query-keys';
import { toPayment } from './readers';
import type { PaymentResponse } from './responses';
import type { Page, Payment } from './types';

/** `POST /payment/payments { page, limit }`: the caller's own payments, newest first, with order lines. */
export async function fetchPayments(page: number, limit: number): Promise<Page<Payment>> {
  const { data } = await apiClient.post<ApiSuccess<PaymentResponse[]>>(API.paymentPayments, { page, limit });
  return { rows: data.data.map(toPayment), total: data.total ?? data.data.length };
}

export function usePayments(page: number, limit: number) {
  return useQuery({ queryKey: billingKeys.payments(page, limit), queryFn: () => fetchPayments(page, limit), placeholderData: keepPreviousData });
}

/** `GET /payment/payments/:id` (owner or admin). */
export async function fetchPayment(id: number): Promise<Payment> {
  const { data } = await apiClient.get<ApiSuccess<PaymentResponse>>(paymentPath(id), { skipCache: true });
  return toPayment(data.data);
}

export const PAYMENT_POLL_MS = 1000;

/** One payment, asked again every second while the provider's webhook has not settled it (`pending`). */
export function usePaymentUntilSettled(id: number) {
  return useQuery({
    queryKey: billingKeys.payment(id),
    queryFn: () => fetchPayment(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}

/** `GET /payment/payments/:id/receipt`: the PDF as a blob (the call carries the bearer token, a plain link would not). */
export async function fetchReceipt(id: number): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(paymentReceiptPath(id), { responseType: 'blob', headers: { Accept: 'application/pdf' } });
  return data;
}
