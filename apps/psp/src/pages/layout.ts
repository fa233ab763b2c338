import { createHash } from 'node:crypto';
import { html, trusted, type SafeHtml } from './html.ts';

export interface RenderedPage {
  readonly html: string;
  readonly csp: string;
}

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #1b1b1f; background: #eef0f3; line-height: 1.5; }
* { box-sizing: border-box; }
body { margin: 0; }
.sandbox-bar { background: #1b1b1f; color: #ffffff; padding: 0.5rem 1rem; font-size: 0.875rem; }
.sandbox-bar strong { background: #ffd166; color: #1b1b1f; padding: 0 0.4rem; border-radius: 4px; margin-right: 0.5rem; }
main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #ffffff; border: 1px solid #c4c8d0; border-radius: 12px; }
main.wide { max-width: 52rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
p { margin: 0.5rem 0; }
.muted { color: #4a4f5c; }
.field { margin: 1rem 0; }
label, legend { display: block; font-weight: 600; margin: 0 0 0.25rem; }
fieldset { border: 0; padding: 0; margin: 1rem 0; }
.row { display: flex; gap: 1rem; }
.row > div { flex: 1; }
.row label { font-weight: 400; }
input { font: inherit; width: 100%; padding: 0.625rem 0.75rem; border: 1px solid #5f6472; border-radius: 6px; background: #ffffff; color: #1b1b1f; }
input[aria-invalid="true"] { border: 2px solid #b3261e; }
.hint { color: #4a4f5c; font-size: 0.9375rem; margin: 0.25rem 0 0; }
.brand { font-weight: 600; min-height: 1.5em; }
.error { color: #b3261e; font-weight: 600; margin: 0.25rem 0 0; }
.error-summary { border: 2px solid #b3261e; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
.error-summary h2 { margin: 0 0 0.25rem; color: #b3261e; }
.error-summary a { color: #b3261e; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button, .button { font: inherit; font-weight: 600; padding: 0.75rem 1.25rem; border-radius: 6px; border: 2px solid #0b57d0;
  background: #0b57d0; color: #ffffff; cursor: pointer; text-decoration: none; display: inline-block; }
button:hover, .button:hover { background: #0842a0; border-color: #0842a0; }
button.secondary { background: #ffffff; color: #0b57d0; }
button.secondary:hover { background: #e8f0fe; }
button.danger { background: #ffffff; color: #b3261e; border-color: #b3261e; }
a { color: #0b57d0; }
:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 3px; box-shadow: 0 0 0 6px #ffd166; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 1rem 0; }
dt { font-weight: 600; }
dd { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; }
th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #c4c8d0; vertical-align: top; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eef0f3; padding: 0 0.25rem; border-radius: 4px; }
.status { display: inline-block; padding: 0 0.5rem; border-radius: 999px; background: #eef0f3; border: 1px solid #5f6472; font-weight: 600; }
details { margin-top: 1.5rem; }
summary { cursor: pointer; font-weight: 600; color: #0b57d0; }
footer { text-align: center; color: #4a4f5c; font-size: 0.875rem; margin-bottom: 2rem; }
@media (max-width: 36rem) { main { margin: 0; border-radius: 0; border-width: 0 0 1px; } .row { flex-direction: column; gap: 0; } }
`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const STYLE_HASH = sha256(STYLES);

export interface PageInput {
  readonly title: string;
  readonly body: SafeHtml;
  /** Inline scripts: allowed by their hash, nothing else runs. */
  readonly scripts?: readonly string[];
  readonly wide?: boolean;
}

/** A complete page with a Content-Security-Policy that allows only its own inline style and scripts. */
export function renderPage({ title, body, scripts = [], wide = false }: PageInput): RenderedPage {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Sandbox payments</title>
<style>${trusted(STYLES)}</style>
</head>
<body>
<div class="sandbox-bar" role="note"><strong>TEST</strong>Sandbox payment service: no real money moves.</div>
<main${trusted(wide ? ' class="wide"' : '')}>
${body}
</main>
<footer>Sandbox payments · test mode</footer>
${scripts.map((script) => trusted(`<script>${script}</script>`))}
</body>
</html>
`;
  const scriptSources = scripts.length > 0 ? scripts.map(sha256).join(' ') : "'none'";
  const csp = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `script-src ${scriptSources}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html: document.value, csp };
}
