import { useTranslation } from 'react-i18next';

interface AddToBasketButtonProps {
  slug: string;
  title: string;
  busy: boolean;
  onAdd: () => void;
}

export function AddToBasketButton({ slug, title, busy, onAdd }: AddToBasketButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button"
      data-testid={`add-to-basket-${slug}`}
      aria-label={t('shop.addToBasketProduct', { title })}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onAdd}
    >
      {busy ? t('shop.adding') : t('shop.addToBasket')}
    </button>
  );
}
