import { formatFiatAmount, isFiatCode } from '@kp/domain/swap';

/**
 * The sandbox provider's hosted checkout, as plain server-drawn HTML (no script): the payer sees
 * what is asked and chooses how the payment ends. It works at 360 px, with a keyboard and a
 * screen reader, in any browser.
 */

/** The reasons a payer may make a sandbox payment fail with, as real card and PIX payments fail. */
export const SANDBOX_FAILURE_REASONS = {
  card_declined: 'Card declined',
  insufficient_funds: 'Insufficient funds',
  authentication_failed: 'Authentication (3-D Secure / UPI PIN) failed',
  payer_cancelled: 'Cancelled by the payer',
} as const;
export type SandboxFailureReason = keyof typeof SANDBOX_FAILURE_REASONS;

const STATUS_TEXT: Record<string, string> = {
  open: 'Waiting for payment',
  processing: 'Paid: the confirmation is on its way',
  succeeded: 'Paid',
  failed: 'Failed',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f172a;color:#e2e8f0}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.badge{display:inline-block;border:1px solid #fbbf24;color:#fde68a;border-radius:999px;padding:.1rem .6rem;font-size:.8rem}
h1{font-size:1.35rem;margin:.75rem 0 .25rem}
.card{background:#1e293b;border:1px solid #334155;border-radius:.75rem;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem .75rem;margin:0}
dt{color:#94a3b8}dd{margin:0;text-align:end;overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
.amount{font-size:1.6rem;font-weight:700;text-align:center;margin:.25rem 0 0}
button,.link{display:block;width:100%;min-height:2.75rem;margin:.6rem 0 0;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:.6rem 1rem}
.pay{background:#fcd34d;color:#0f172a;border:0}
.late{background:transparent;color:#fde68a;border:1px solid #fcd34d}
.fail{background:transparent;color:#fecdd3;border:1px solid #fb7185}
.link{background:#fcd34d;color:#0f172a}
button:focus-visible,select:focus-visible,.link:focus-visible{outline:3px solid #fde68a;outline-offset:2px}
label{display:block;margin:1rem 0 .25rem;font-size:.9rem;color:#cbd5e1}
select{width:100%;min-height:2.75rem;border-radius:.5rem;border:1px solid #475569;background:#0f172a;color:#e2e8f0;font:inherit;padding:.4rem}
p.note{color:#94a3b8;font-size:.9rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Sandbox payments</title>
<style>${STYLE}</style>
</head>
<body><main>
<span class="badge">Sandbox: no real money moves</span>
${body}
</main></body>
</html>`;
}

/** The amount as the payer reads it: '₹850.00' style is left to real providers; the code is exact. */
function amountText(amount: bigint, currency: string): string {
  return isFiatCode(currency) ? `${formatFiatAmount(amount, currency)} ${currency}` : `${amount} ${currency}`;
}

type PageSession = {
  id: string;
  merchantName: string;
  amount: bigint;
  currency: string;
  description: string;
  reference: string;
  status: string;
  failureReason: string | null;
  returnUrl: string;
};

function summary(session: PageSession): string {
  return `<section class="card" aria-labelledby="summary-title">
<h2 id="summary-title" style="font-size:1rem;margin:0 0 .5rem">Order summary</h2>
<p class="amount">${escapeHtml(amountText(session.amount, session.currency))}</p>
<dl style="margin-top:.75rem">
<dt>Merchant</dt><dd>${escapeHtml(session.merchantName)}</dd>
<dt>For</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Reference</dt><dd><small>${escapeHtml(session.reference)}</small></dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_TEXT[session.status] ?? session.status)}</dd>
</dl>
</section>`;
}

/** The checkout of an open session: pay, pay with a late confirmation, or fail with a reason. */
export function checkoutPage(session: PageSession, formAction: string): string {
  const reasons = Object.entries(SANDBOX_FAILURE_REASONS)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join('');
  return layout(
    'Checkout',
    `<h1>Pay ${escapeHtml(session.merchantName)}</h1>
${summary(session)}
<form method="post" action="${escapeHtml(formAction)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(amountText(session.amount, session.currency))}</button>
<button class="late" type="submit" name="outcome" value="late">Pay, with a late confirmation</button>
<p class="note">A late confirmation is paid at once but confirmed to the shop only after a delay, as bank transfers often are.</p>
<label for="reason">Reason the payment fails</label>
<select id="reason" name="reason">${reasons}</select>
<button class="fail" type="submit" name="outcome" value="fail">Make the payment fail</button>
</form>`,
  );
}

/** A session that can no longer be paid: where it stands, and the way back to the shop. */
export function finishedPage(session: PageSession, heading: string): string {
  const reason = session.failureReason
    ? `<p>Reason: ${escapeHtml(SANDBOX_FAILURE_REASONS[session.failureReason as SandboxFailureReason] ?? session.failureReason)}</p>`
    : '';
  return layout(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
${summary(session)}
${reason}
<a class="link" href="${escapeHtml(session.returnUrl)}">Back to ${escapeHtml(session.merchantName)}</a>`,
  );
}

/** No such session. */
export function notFoundPage(): string {
  return layout('Not found', '<h1>This checkout does not exist</h1><p>Check the link you followed.</p>');
}
