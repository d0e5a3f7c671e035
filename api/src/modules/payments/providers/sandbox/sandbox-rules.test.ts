import { describe, expect, it } from 'vitest';
import { readCardForm, UNKNOWN_CARD_MESSAGE } from './card-form';
import { addInterval } from './periods';
import { signPayload, verifySignature } from './signature';

describe('addInterval', () => {
  it('adds a calendar month or year in UTC, keeping the day where the month has it', () => {
    expect(addInterval(new Date('2026-11-22T05:00:00Z'), 'month').toISOString()).toBe('2026-12-22T05:00:00.000Z');
    expect(addInterval(new Date('2026-12-15T00:00:00Z'), 'month').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addInterval(new Date('2026-11-22T05:00:00Z'), 'year').toISOString()).toBe('2027-11-22T05:00:00.000Z');
  });

  it('renews the 31st on the last day of a shorter month, and 29 February on 28 February', () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});

describe('Sandbox-Signature', () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const at = new Date('2026-11-22T05:00:00Z');

  it('accepts its own signature within five minutes, and any of several v1 values', () => {
    const header = signPayload('secret', body.toString(), at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature('secret', body, header, at)).toBe(true);
    expect(verifySignature('secret', body, header, new Date(at.getTime() + 299_000))).toBe(true);
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(verifySignature('secret', body, rotated, at)).toBe(true);
  });

  it('refuses another secret, another body, an old timestamp and malformed headers', () => {
    const header = signPayload('secret', body.toString(), at);
    expect(verifySignature('other', body, header, at)).toBe(false);
    expect(verifySignature('secret', Buffer.from('{"id":"evt_2"}'), header, at)).toBe(false);
    expect(verifySignature('secret', body, header, new Date(at.getTime() + 301_000))).toBe(false);
    for (const bad of [undefined, '', 'v1=abc', `t=${Math.floor(at.getTime() / 1000)}`, 't=x,v1=y']) expect(verifySignature('secret', body, bad, at)).toBe(false);
  });
});

describe('readCardForm', () => {
  const now = new Date('2026-11-22T05:00:00Z');
  const form = { cardNumber: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', name: 'Pat Payer' };

  it('reads the test cards with spaces or dashes and an expiry from this month on', () => {
    expect(readCardForm(form, now)).toEqual({ ok: true, card: '4242424242424242', behaviour: 'success' });
    expect(readCardForm({ ...form, cardNumber: '4000-0000-0000-0002', expiry: '01 / 2030' }, now)).toMatchObject({ ok: true, behaviour: 'decline' });
    expect(readCardForm({ ...form, cardNumber: '4000002500003155', cvc: '1234' }, now)).toMatchObject({ ok: true, behaviour: 'authenticate' });
  });

  it('names each wrong field', () => {
    expect(readCardForm({ cardNumber: '', expiry: '13/30', cvc: '12', name: ' ' }, now)).toEqual({
      ok: false,
      errors: {
        cardNumber: 'Enter your card number.',
        expiry: 'Enter the expiry date as MM/YY.',
        cvc: 'Enter the 3 or 4 digit security code.',
        name: 'Enter the name on the card.',
      },
    });
    expect(readCardForm({ ...form, expiry: '10/26' }, now)).toEqual({ ok: false, errors: { expiry: 'Your card has expired: enter a future expiry date.' } });
    expect(readCardForm({ ...form, cardNumber: '5555 5555 5555 4444' }, now)).toEqual({ ok: false, errors: { cardNumber: UNKNOWN_CARD_MESSAGE } });
  });
});
