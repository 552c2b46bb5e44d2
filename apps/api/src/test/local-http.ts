import type http from 'node:http';

/** Small helpers the local provider servers share (plain node:http, no framework). */

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendText(res: http.ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  res.end(body);
}

export function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A page with one form (hidden fields, an optional account choice) and one submit button. */
export function formPage(input: {
  title: string;
  action: string;
  fields: Record<string, string>;
  choice?: { name: string; label: string; options: { value: string; label: string }[] };
  button: string;
}): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choice = input.choice
    ? `<label>${escapeHtml(input.choice.label)} <select name="${escapeHtml(input.choice.name)}">${input.choice.options
        .map((o) => `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`)
        .join('')}</select></label>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>
<body><main><h1>${escapeHtml(input.title)}</h1><form method="post" action="${escapeHtml(input.action)}">
${hidden}
${choice}
<button type="submit">${escapeHtml(input.button)}</button></form></main></body></html>`;
}

/** The hidden fields and action of the form of a page made by `formPage` (what a browser would send). */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (t: string) =>
    t.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(action), fields };
}
