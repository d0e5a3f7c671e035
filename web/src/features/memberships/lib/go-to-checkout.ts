/** Leaves the SPA for the payment provider's hosted page (a full navigation: it is another origin). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
