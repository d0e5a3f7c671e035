/** Leaves the SPA for the payment provider's hosted page (a full navigation: another origin). */
export function goToHostedCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
