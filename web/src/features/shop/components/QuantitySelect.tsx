import { CART_MAX_QUANTITY } from '@fj/shared';

const QUANTITIES = Array.from({ length: CART_MAX_QUANTITY }, (_, index) => index + 1);

interface QuantitySelectProps {
  id: string;
  label: string;
  /** The cart's lines name their product in a label only screen readers hear. */
  hideLabel?: boolean;
  value: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  testId?: string;
}

/** 1 to 10 (the API's cap of a basket line), so no other quantity can be chosen. */
export function QuantitySelect({ id, label, hideLabel, value, disabled, onChange, testId }: QuantitySelectProps) {
  return (
    <span className="quantity-select">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'quantity-select__label'}>
        {label}
      </label>
      <select id={id} className="field__input quantity-select__input" value={value} disabled={disabled} data-testid={testId} onChange={(event) => onChange(Number(event.target.value))}>
        {QUANTITIES.map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </span>
  );
}
