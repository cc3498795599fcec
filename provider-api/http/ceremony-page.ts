import type { CeremonyView } from "../services/contracts.js";

const AUD = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#0b0c0c;background:#f3f2f1}
main{max-width:34rem;margin:0 auto;padding:1rem}
.test{background:#fff7d6;border-left:6px solid #c79400;padding:.5rem .75rem;font-weight:700}
.card{background:#fff;border:1px solid #b1b4b6;border-radius:4px;padding:1rem;margin-top:1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
dl{margin:0 0 1rem}div.row{display:flex;justify-content:space-between;gap:1rem;padding:.4rem 0;border-bottom:1px solid #b1b4b6}
dt{font-weight:700}dd{margin:0;font-variant-numeric:tabular-nums}.total{font-size:1.125rem}
ol{padding-left:1.25rem}li{margin-bottom:.4rem}.ref{font-size:.875rem;overflow-wrap:anywhere}
button{font:inherit;font-weight:700;padding:.6rem 1rem;border:2px solid transparent;border-radius:4px;margin:0 .5rem .5rem 0;cursor:pointer}
.sign{background:#00703c;color:#fff}.decline{background:#fff;color:#b3261e;border-color:#b3261e}
.later{background:#fff;color:#1d58a8;border-color:#1d58a8}
:focus-visible{outline:3px solid #fd0;box-shadow:0 0 0 6px #0b0c0c}`;

interface PageInput {
  view: CeremonyView;
  token: string;
  nonce: string;
}

function page(title: string, nonce: string, content: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="test">Test signing service: the reference provider's stand-in for a hosted e-signing ceremony.</p>
<div class="card">${content}</div>
</main></body></html>`;
}

function contract({ document, documentHash }: CeremonyView): string {
  const row = (label: string, cents: number, total = false) =>
    `<div class="row${total ? " total" : ""}"><dt>${label}</dt><dd>${AUD.format(cents / 100)}</dd></div>`;
  return `<h2>Summary of the loan</h2>
<dl>${row("Loan amount", document.loanAmount)}${row("Establishment fee", document.establishmentFee)}${row("Total repayable", document.totalRepayable, true)}</dl>
<p>${escapeHtml(document.repayment)}</p>
<h2>Key terms</h2>
<ol>${document.keyTerms.map((term) => `<li>${escapeHtml(term)}</li>`).join("")}</ol>
<h2>Cooling-off period and cancelling</h2>
<p>${escapeHtml(document.coolingOff)}</p>
<p class="ref">Document reference (SHA-256): ${escapeHtml(documentHash)}</p>`;
}

/**
 * The hosted signing ceremony of the reference provider (decision 0163): plain
 * HTML, no script; Sign, Decline or Finish later, each a button of one form.
 */
export function ceremonyPage({ view, token, nonce }: PageInput): string {
  const { ceremony, document, signer } = view;
  if (ceremony.status !== "PENDING") {
    const outcome = { SIGNED: "signed", DECLINED: "declined", CANCELLED: "left unsigned" }[ceremony.status] ?? "finished";
    return page(
      "Signing finished",
      nonce,
      `<h1>This signing is finished</h1><p>The contract was ${outcome} here. Go back to your fund request to see where it stands.</p>`,
    );
  }
  return page(
    `Sign: ${document.title}`,
    nonce,
    `<h1>${escapeHtml(document.title)}</h1>
<p>Signing as <strong>${escapeHtml(signer)}</strong>, for ${escapeHtml(document.lender)}.</p>
${contract(view)}
<form method="post" action="/signing-ceremony/${ceremony.id}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="sign" name="decision" value="sign">Sign the contract</button>
<button class="decline" name="decision" value="decline">Decline to sign</button>
<button class="later" name="decision" value="later">Finish later</button>
</form>`,
  );
}

export function ceremonyErrorPage(message: string, nonce: string): string {
  return page("Signing", nonce, `<h1>This signing page cannot be used</h1><p>${escapeHtml(message)}</p>`);
}
