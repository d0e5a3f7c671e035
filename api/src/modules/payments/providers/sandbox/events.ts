import { randomBytes } from 'node:crypto';
import { badRequest } from '../../../../lib/http-error';
import type { PaymentEvent } from '../../contracts';

/** The sandbox's event on the wire: `{ id, type, created, data }`, like a provider's webhook. */
export interface SandboxEventBody {
  id: string;
  type: SandboxEventType;
  created: number;
  data: Record<string, string | number | boolean | null>;
}

export const SANDBOX_EVENT_TYPES = [
  'checkout.completed',
  'checkout.failed',
  'invoice.paid',
  'invoice.failed',
  'subscription.updated',
  'subscription.ended',
] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

export const randomEventId = () => `evt_sandbox_${randomBytes(12).toString('hex')}`;

export function sandboxEvent(id: string, type: SandboxEventType, data: SandboxEventBody['data'], at: Date): SandboxEventBody {
  return { id, type, created: Math.floor(at.getTime() / 1000), data };
}

const invalid = () => badRequest('Invalid webhook payload');

/** Reads one field of an event's data with the type the event needs; a missing or wrong one rejects the event. */
function reader(data: Record<string, unknown>) {
  return {
    text(name: string): string {
      const value = data[name];
      if (typeof value !== 'string' || value.length === 0 || value.length > 500) throw invalid();
      return value;
    },
    optionalText(name: string): string | null {
      const value = data[name];
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string' || value.length > 500) throw invalid();
      return value;
    },
    amount(name: string): number {
      const value = data[name];
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid();
      return value;
    },
    flag(name: string): boolean {
      const value = data[name];
      if (typeof value !== 'boolean') throw invalid();
      return value;
    },
    date(name: string): Date {
      const value = data[name];
      const date = typeof value === 'string' ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw invalid();
      return date;
    },
    optionalDate(name: string): Date | null {
      return data[name] === undefined || data[name] === null ? null : this.date(name);
    },
  };
}

/** Normalises a verified sandbox event; an unknown type is `ignored`, a malformed one answers 400. */
export function parseSandboxEvent(rawBody: Buffer): PaymentEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof body !== 'object' || body === null) throw invalid();
  const { id, type, data } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > 120 || typeof type !== 'string' || type.length > 80) throw invalid();
  if (typeof data !== 'object' || data === null) throw invalid();
  const field = reader(data as Record<string, unknown>);
  const base = { eventId: id, type };

  switch (type as SandboxEventType) {
    case 'checkout.completed': {
      const periodStart = field.optionalDate('periodStart');
      const periodEnd = field.optionalDate('periodEnd');
      return {
        ...base,
        kind: 'checkout.completed',
        reference: field.text('reference'),
        amountMinor: field.amount('amountMinor'),
        currency: field.text('currency'),
        providerPaymentRef: field.optionalText('paymentId'),
        customerId: field.optionalText('customerId'),
        providerSubscriptionId: field.optionalText('subscriptionId'),
        period: periodStart && periodEnd ? { start: periodStart, end: periodEnd } : null,
      };
    }
    case 'checkout.failed':
      return { ...base, kind: 'checkout.failed', reference: field.text('reference'), message: field.text('message') };
    case 'invoice.paid':
      return {
        ...base,
        kind: 'invoice.paid',
        invoiceId: field.text('invoiceId'),
        subscriptionReference: field.optionalText('subscriptionReference'),
        providerSubscriptionId: field.text('subscriptionId'),
        amountMinor: field.amount('amountMinor'),
        currency: field.text('currency'),
        period: { start: field.date('periodStart'), end: field.date('periodEnd') },
      };
    case 'invoice.failed':
      return {
        ...base,
        kind: 'invoice.failed',
        invoiceId: field.text('invoiceId'),
        subscriptionReference: field.optionalText('subscriptionReference'),
        providerSubscriptionId: field.text('subscriptionId'),
        amountMinor: field.amount('amountMinor'),
        currency: field.text('currency'),
        message: field.text('message'),
      };
    case 'subscription.updated':
      return {
        ...base,
        kind: 'subscription.updated',
        subscriptionReference: field.optionalText('subscriptionReference'),
        providerSubscriptionId: field.text('subscriptionId'),
        cancelAtPeriodEnd: field.flag('cancelAtPeriodEnd'),
        periodEnd: field.optionalDate('periodEnd'),
      };
    case 'subscription.ended':
      return {
        ...base,
        kind: 'subscription.ended',
        subscriptionReference: field.optionalText('subscriptionReference'),
        providerSubscriptionId: field.text('subscriptionId'),
      };
    default:
      return { ...base, kind: 'ignored' };
  }
}
