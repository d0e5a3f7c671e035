import { formatMoney } from '@fj/shared';
import type { SandboxCheckoutRow } from './sandbox.repo';

/** The hosted page's form fields (names are what the page posts). */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1a1f36}
main{max-width:28rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.12)}
.badge{display:inline-block;margin:0 0 1rem;padding:.15rem .6rem;border-radius:999px;background:#fff4d6;color:#6b4e00;font-size:.8rem;font-weight:600}
h1{margin:0 0 .25rem;font-size:1.4rem}
.description{margin:0;color:#4f566b}
.amount{margin:.25rem 0 1.5rem;font-size:2rem;font-weight:700}
.field{margin-bottom:1rem}
.row{display:flex;gap:1rem}.row .field{flex:1}
label{display:block;margin-bottom:.25rem;font-weight:600;font-size:.9rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #c1c9d2;border-radius:6px;font:inherit}
input:focus{outline:3px solid #9ec5ff;border-color:#3c7ddb}
input[aria-invalid=true]{border-color:#c0123c}
.field-error{margin:.25rem 0 0;color:#c0123c;font-size:.875rem}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:6px;background:#fde8ec;color:#8a0f2c;font-weight:600}
button{width:100%;padding:.8rem;border:0;border-radius:6px;background:#0b5cd5;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:focus{outline:3px solid #9ec5ff}
button.secondary{margin-top:.75rem;background:#fff;color:#8a0f2c;border:1px solid #c0123c}
.back{display:block;margin-top:1.5rem;text-align:center;color:#0b5cd5}
details{margin-top:1.5rem;color:#4f566b;font-size:.875rem}
code{font-size:.85rem}
form{margin-top:1rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox checkout: no real money moves</p>
${body}
</main>
</body>
</html>`;
}

const priceOf = (checkout: SandboxCheckoutRow) => formatMoney(checkout.amount_minor, checkout.currency);

const summary = (checkout: SandboxCheckoutRow) => {
  const per = checkout.mode === 'subscription' && checkout.interval ? ` <span class="description">a ${escapeHtml(checkout.interval)}</span>` : '';
  return `<h1>Football Jobs</h1>
<p class="description">${escapeHtml(checkout.description)}</p>
<p class="amount">${escapeHtml(priceOf(checkout))}${per}</p>`;
};

const alert = (message: string | undefined) => (message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '');

const backLink = (checkout: SandboxCheckoutRow) => `<a class="back" href="${escapeHtml(checkout.cancel_url)}">Return to Football Jobs</a>`;

function field(name: keyof CardForm, label: string, value: string, error: string | undefined, attributes: string): string {
  const errorId = `${name}-error`;
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface CardPageState {
  values?: Partial<CardForm>;
  errors?: CardFormErrors;
  /** Shown as an alert above the form (a decline, a failed authentication). */
  message?: string;
}

/** The card form: description, amount, the four card fields and "Pay £x.xx". */
export function renderCardPage(checkout: SandboxCheckoutRow, action: string, state: CardPageState = {}): string {
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const body = `${summary(checkout)}
${alert(state.message)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="action" value="pay">
${field('cardNumber', 'Card number', values.cardNumber ?? '', errors.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" required')}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', values.expiry ?? '', errors.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required')}
${field('cvc', 'CVC', values.cvc ?? '', errors.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
</div>
${field('name', 'Name on card', values.name ?? '', errors.name, 'autocomplete="cc-name" maxlength="100" required')}
<button type="submit">Pay ${escapeHtml(priceOf(checkout))}</button>
</form>
<details>
<summary>Sandbox test cards</summary>
<p><code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined, <code>4000 0025 0000 3155</code> asks for authentication. Any future expiry and any CVC.</p>
</details>
${backLink(checkout)}`;
  return layout(`Pay ${priceOf(checkout)} – Football Jobs`, body);
}

/** The bank's challenge for the authentication test card (3-D Secure in real life). */
export function renderAuthenticationPage(checkout: SandboxCheckoutRow, action: string, card: string): string {
  const hidden = `<input type="hidden" name="cardNumber" value="${escapeHtml(card)}">`;
  const body = `<h1>Authenticate this payment</h1>
<p class="description">Your bank asks you to confirm the payment of ${escapeHtml(priceOf(checkout))} to Football Jobs.</p>
<p class="description">${escapeHtml(checkout.description)}</p>
<form method="post" action="${escapeHtml(action)}">
${hidden}
<button type="submit" name="action" value="authenticate-complete">Complete authentication</button>
<button type="submit" class="secondary" name="action" value="authenticate-fail">Fail authentication</button>
</form>
${backLink(checkout)}`;
  return layout('Authenticate this payment – Football Jobs', body);
}

export function renderPaidPage(checkout: SandboxCheckoutRow): string {
  const body = `${summary(checkout)}
<p role="status">This checkout is already paid.</p>
<a class="back" href="${escapeHtml(checkout.success_url)}">Continue to Football Jobs</a>`;
  return layout('Already paid – Football Jobs', body);
}

export function renderNotFoundPage(): string {
  return layout('Checkout not found – Football Jobs', '<h1>This checkout does not exist</h1><p class="description">Start the payment again from Football Jobs.</p>');
}
