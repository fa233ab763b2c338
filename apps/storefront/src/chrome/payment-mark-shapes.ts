import type { PaymentLogoKind } from '@shop/brand-config';

/**
 * The payment methods' marks as SVG documents on a 64 × 40 card, so each reads at the footer's 32 px height: colours
 * and shapes a shopper knows from the checkout, short words only where the mark itself is a word. The style sheet
 * draws them (payment-marks.css.ts): it is cached once, where inline SVG came with every page's HTML and React payload.
 */
export const PAYMENT_MARK_WIDTH = 64;
export const PAYMENT_MARK_HEIGHT = 40;
const FONT = "'Helvetica Neue', Arial, sans-serif";

interface WordOptions {
  readonly x?: number;
  readonly y?: number;
  readonly size?: number;
  readonly fill: string;
  readonly italic?: boolean;
}

function word(text: string, { x = 32, y = 26, size = 15, fill, italic = false }: WordOptions): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800"${italic ? ' font-style="italic"' : ''} fill="${fill}">${text}</text>`;
}

function twoToneWord(first: readonly [string, string], second: readonly [string, string], italic: boolean): string {
  return `<text x="32" y="25" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="800"${italic ? ' font-style="italic"' : ''}><tspan fill="${first[1]}">${first[0]}</tspan><tspan fill="${second[1]}">${second[0]}</tspan></text>`;
}

const MARKS: Record<PaymentLogoKind, string> = {
  visa: word('VISA', { size: 17, y: 27, fill: '#1a1f71', italic: true }),
  mastercard:
    '<circle cx="25" cy="20" r="12" fill="#eb001b"/><circle cx="39" cy="20" r="12" fill="#f79e1b"/>' +
    '<path d="M32 10.2a12 12 0 0 1 0 19.6a12 12 0 0 1 0-19.6z" fill="#ff5f00"/>',
  amex: '<rect x="4" y="6" width="56" height="28" rx="3" fill="#2e77bc"/>' + word('AMEX', { size: 14, y: 25, fill: '#ffffff' }),
  paypal: twoToneWord(['Pay', '#003087'], ['Pal', '#009cde'], true),
  ideal:
    '<rect x="6" y="7" width="52" height="26" rx="5" fill="#ffffff" stroke="#1f1f1f" stroke-width="1.5"/>' +
    twoToneWord(['iD', '#1f1f1f'], ['EAL', '#cc0066'], false),
  invoice:
    '<path d="M24 6h12l6 6v22H24z" fill="#ffffff" stroke="#1f2933" stroke-width="1.5" stroke-linejoin="round"/>' +
    '<path d="M36 6v6h6" fill="none" stroke="#1f2933" stroke-width="1.5" stroke-linejoin="round"/>' +
    '<path d="M28 17h10M28 22h10M28 27h6" stroke="#1f2933" stroke-width="1.5" stroke-linecap="round"/>',
  secure:
    '<path d="M26 18v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#1b6e34" stroke-width="3"/>' +
    '<rect x="22" y="18" width="20" height="16" rx="3" fill="#1b6e34"/><circle cx="32" cy="25" r="2.5" fill="#ffffff"/>' +
    '<rect x="31" y="25" width="2" height="5" fill="#ffffff"/>',
  bancontact: '<path d="M8 10h30l-8 10H8z" fill="#005498"/><path d="M34 20h22v10H26z" fill="#ffd800"/>',
  belfius: '<rect x="4" y="6" width="56" height="28" rx="3" fill="#c30045"/>' + word('Belfius', { size: 13, y: 25, fill: '#ffffff' }),
  kbccbc: '<rect x="4" y="6" width="56" height="28" rx="3" fill="#003665"/>' + word('KBC/CBC', { size: 12, y: 25, fill: '#ffffff' }),
  'carte bancaire':
    '<path d="M10 8h24v24H10a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z" fill="#00a0e0"/>' +
    '<path d="M34 8h20a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H34z" fill="#1d4289"/>' +
    word('CB', { size: 16, y: 26, fill: '#ffffff' }),
  blik: '<rect x="4" y="6" width="56" height="28" rx="5" fill="#000000"/>' + word('blik', { size: 16, y: 25, fill: '#ffffff' }) +
    '<circle cx="47" cy="12" r="2.5" fill="#e83e49"/>',
  EPS: word('eps', { size: 17, y: 24, fill: '#c8036f', italic: true }) + '<rect x="16" y="29" width="32" height="3" rx="1.5" fill="#71706f"/>',
};

/** A method's mark on its card outline, as a standalone SVG document. */
export function paymentMarkSvg(kind: PaymentLogoKind): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAYMENT_MARK_WIDTH} ${PAYMENT_MARK_HEIGHT}">` +
    `<rect x="0.5" y="0.5" width="${PAYMENT_MARK_WIDTH - 1}" height="${PAYMENT_MARK_HEIGHT - 1}" rx="6" fill="#ffffff" stroke="#c9ccd1"/>` +
    MARKS[kind] +
    '</svg>'
  );
}

/** Every method's mark, by kind. */
export function paymentMarkSvgs(): Record<PaymentLogoKind, string> {
  return Object.fromEntries(Object.keys(MARKS).map((kind) => [kind, paymentMarkSvg(kind as PaymentLogoKind)])) as Record<PaymentLogoKind, string>;
}
