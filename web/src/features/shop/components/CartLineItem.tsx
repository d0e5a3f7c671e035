import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { productHref } from '@fj/shared';
import { Img } from '../../../components/Img';
import type { CartLine } from '../api/types';
import { formatPrice } from '../lib/money';
import { QuantitySelect } from './QuantitySelect';

interface CartLineItemProps {
  line: CartLine;
  currency: string | undefined;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, currency, busy, onQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const discount = line.discountMinor ?? 0;
  return (
    <li className="cart-line" data-testid={`cart-line-${line.productId}`} aria-busy={busy || undefined}>
      <Img className="cart-line__image" src={line.img} alt={line.title} width={96} height={60} />
      <div className="cart-line__title">
        <Link to={productHref(line.slug)}>{line.title}</Link>
        <span className="cart-line__unit">{t('shop.cart.unitPrice', { price: formatPrice(line.unitPriceMinor, currency) })}</span>
        {discount > 0 && line.listPriceMinor !== undefined ? (
          <span className="cart-line__discount" data-testid={`cart-line-discount-${line.productId}`}>
            <s>{t('shop.cart.listPrice', { price: formatPrice(line.listPriceMinor, currency) })}</s>{' '}
            {t('shop.cart.lineDiscount', { amount: formatPrice(discount, currency) })}
          </span>
        ) : null}
      </div>
      <QuantitySelect
        id={`cart-quantity-${line.productId}`}
        label={t('shop.cart.quantityOf', { title: line.title })}
        hideLabel
        value={line.quantity}
        disabled={busy}
        onChange={onQuantity}
        testId={`cart-quantity-${line.productId}`}
      />
      <span className="cart-line__total">{formatPrice(line.lineTotalMinor, currency)}</span>
      <button
        type="button"
        className="button button--link"
        aria-label={t('shop.cart.removeProduct', { title: line.title })}
        disabled={busy}
        onClick={onRemove}
        data-testid={`cart-remove-${line.productId}`}
      >
        {t('shop.cart.remove')}
      </button>
    </li>
  );
}
