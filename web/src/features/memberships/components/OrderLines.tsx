import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../api/types';
import { useFormatMoney } from '../../../lib/format-money';

/** An order payment's lines: '2 × CV review — £73.50 (member discount −£24.50)'. Nothing for payments without lines. */
export function OrderLines({ lines, currency }: { lines: readonly OrderLine[]; currency: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (lines.length === 0) return null;
  return (
    <ul className="order-lines" aria-label={t('billing.payments.lines')}>
      {lines.map((line, index) => (
        <li key={`${line.title}-${index}`}>
          {t('billing.payments.line', { quantity: line.quantity, title: line.title, amount: money(line.lineTotalMinor, currency) })}
          {line.discountMinor > 0 ? ` ${t('billing.payments.lineDiscount', { amount: money(line.discountMinor, currency) })}` : null}
        </li>
      ))}
    </ul>
  );
}
