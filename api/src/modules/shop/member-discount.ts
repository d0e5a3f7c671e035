import { isCandidateRole, MEMBER_SERVICES_DISCOUNT_PERCENT, MEMBERSHIPS, type Membership } from '@fj/shared';
import { featuresOf } from '../memberships/tier-features';

/**
 * §6 "25% off mentoring, LinkedIn and CV services" — the only place the shop decides a discount (docs/shop.md,
 * "Member discount"). Which tiers get it is the pricing table's `servicesDiscount` row, so the table and the
 * price charged cannot disagree; which products it covers is `products.member_discount_eligible`.
 */

const isMembership = (value: string): value is Membership => MEMBERSHIPS.some((membership) => membership.value === value);

/**
 * True when the buyer is a candidate whose membership includes the services discount (Elite and Unlimited today).
 * Employer plans share the membership names but not the §6 candidate features, so employers pay list price.
 */
export const hasMemberDiscount = (buyer: { membership: string; roles: readonly string[] } | undefined): boolean =>
  buyer !== undefined &&
  isCandidateRole(buyer.roles) &&
  isMembership(buyer.membership) &&
  featuresOf('candidate', buyer.membership).includes('servicesDiscount');

/**
 * What is taken off one unit: list × 25 / 100 rounded half up to a whole minor unit (£0.50 off a £1.99 item is
 * 49.75p → 50p; 2p → 0.5p → 1p). Integer arithmetic only, so no float can round a penny the wrong way.
 */
export const memberUnitDiscountMinor = (listPriceMinor: number): number =>
  Math.floor((listPriceMinor * MEMBER_SERVICES_DISCOUNT_PERCENT + 50) / 100);

/** The price a member with the discount pays for one unit of an eligible product. */
export const memberPriceMinor = (listPriceMinor: number): number => listPriceMinor - memberUnitDiscountMinor(listPriceMinor);

export interface PricedLine {
  listPriceMinor: number;
  /** What is charged for one unit. */
  unitPriceMinor: number;
  quantity: number;
  /** Taken off the whole line (the unit discount × quantity, so unit price × quantity is the line total). */
  discountMinor: number;
  lineTotalMinor: number;
}

/** Prices one line for a buyer: eligible products cost the member price when the buyer's membership has the discount. */
export function priceLine(line: { listPriceMinor: number; quantity: number; eligible: boolean }, discounted: boolean): PricedLine {
  const unitPriceMinor = line.eligible && discounted ? memberPriceMinor(line.listPriceMinor) : line.listPriceMinor;
  return {
    listPriceMinor: line.listPriceMinor,
    unitPriceMinor,
    quantity: line.quantity,
    discountMinor: (line.listPriceMinor - unitPriceMinor) * line.quantity,
    lineTotalMinor: unitPriceMinor * line.quantity,
  };
}
