import type { CardPaymentRow } from "../repositories/card-payments.js";

const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#0b0c0c;background:#f3f2f1}
main{max-width:28rem;margin:0 auto;padding:1rem}
.test{background:#fff7d6;border-left:6px solid #c79400;padding:.5rem .75rem;font-weight:700}
.card{background:#fff;border:1px solid #b1b4b6;border-radius:4px;padding:1rem;margin-top:1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{margin:0 0 1rem}div.row{display:flex;justify-content:space-between;gap:1rem;padding:.4rem 0;border-bottom:1px solid #b1b4b6}
dt{font-weight:700}dd{margin:0;font-variant-numeric:tabular-nums}.total{font-size:1.125rem}
button{font:inherit;font-weight:700;padding:.6rem 1rem;border:2px solid transparent;border-radius:4px;margin:0 .5rem .5rem 0;cursor:pointer}
.approve{background:#00703c;color:#fff}.decline{background:#fff;color:#b3261e;border-color:#b3261e}
:focus-visible{outline:3px solid #fd0;box-shadow:0 0 0 6px #0b0c0c}
a{color:#1d58a8}`;

interface PageInput {
  payment: CardPaymentRow;
  merchant: string;
  token: string;
  returnUrl: string;
  nonce: string;
}

function amounts(payment: CardPaymentRow): string {
  return `<dl>
<div class="row"><dt>Amount</dt><dd>${AUD.format(payment.amount / 100)}</dd></div>
<div class="row"><dt>Card surcharge</dt><dd>${AUD.format(payment.surcharge / 100)}</dd></div>
<div class="row total"><dt>Total</dt><dd>${AUD.format(payment.total / 100)}</dd></div>
</dl>`;
}

function body({ payment, merchant, token, returnUrl }: PageInput): string {
  const back = `<p><a href="${escapeHtml(returnUrl)}">Go back to ${escapeHtml(merchant)}</a></p>`;
  if (payment.status !== "PENDING") {
    const outcome = payment.status === "APPROVED" ? "approved" : "declined";
    return `<h1>This payment was ${outcome}</h1>${amounts(payment)}${back}`;
  }
  return `<h1>Pay ${escapeHtml(merchant)}</h1>${amounts(payment)}
<form method="post" action="/card-gateway/${payment.id}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="approve" name="decision" value="approve">Approve payment</button>
<button class="decline" name="decision" value="decline">Decline payment</button>
</form>
<p>Changed your mind? <a href="${escapeHtml(returnUrl)}">Go back without paying</a></p>`;
}

/**
 * The reference provider's stand-in for a card processor's hosted page: plain
 * HTML, no script, a form that approves or declines. A real gateway takes the
 * card number here, on its own origin, so the portal never sees it.
 */
export function gatewayPage(input: PageInput): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment - ${escapeHtml(input.merchant)}</title><style nonce="${input.nonce}">${STYLE}</style></head>
<body><main>
<p class="test">Test payment page: no card is charged.</p>
<div class="card">${body(input)}</div>
</main></body></html>`;
}

export function gatewayErrorPage(message: string, nonce: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><div class="card"><h1>This payment page cannot be used</h1><p>${escapeHtml(message)}</p></div></main></body></html>`;
}
