import type { PaymentLogoKind } from '@shop/brand-config';
import type { ReactElement } from 'react';

/**
 * The payment methods' marks, drawn inline on a 64 × 40 card so each reads at the footer's 32 px height: colours and
 * shapes a shopper knows from the checkout, short words only where the mark itself is a word.
 */
const WIDTH = 64;
const HEIGHT = 40;
const FONT = "'Helvetica Neue', Arial, sans-serif";

function Word({ x = 32, y = 26, size = 15, fill, italic = false, children }: { x?: number; y?: number; size?: number; fill: string; italic?: boolean; children: string }) {
  return (
    <text x={x} y={y} textAnchor="middle" fontFamily={FONT} fontSize={size} fontWeight={800} fontStyle={italic ? 'italic' : undefined} fill={fill}>
      {children}
    </text>
  );
}

const MARKS: Record<PaymentLogoKind, ReactElement> = {
  visa: <Word size={17} y={27} fill="#1a1f71" italic>VISA</Word>,
  mastercard: (
    <>
      <circle cx={25} cy={20} r={12} fill="#eb001b" />
      <circle cx={39} cy={20} r={12} fill="#f79e1b" />
      <path d="M32 10.2a12 12 0 0 1 0 19.6a12 12 0 0 1 0-19.6z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect x={4} y={6} width={56} height={28} rx={3} fill="#2e77bc" />
      <Word size={14} y={25} fill="#ffffff">AMEX</Word>
    </>
  ),
  paypal: (
    <text x={32} y={25} textAnchor="middle" fontFamily={FONT} fontSize={14} fontWeight={800} fontStyle="italic">
      <tspan fill="#003087">Pay</tspan>
      <tspan fill="#009cde">Pal</tspan>
    </text>
  ),
  ideal: (
    <>
      <rect x={6} y={7} width={52} height={26} rx={5} fill="#ffffff" stroke="#1f1f1f" strokeWidth={1.5} />
      <text x={32} y={25} textAnchor="middle" fontFamily={FONT} fontSize={14} fontWeight={800}>
        <tspan fill="#1f1f1f">iD</tspan>
        <tspan fill="#cc0066">EAL</tspan>
      </text>
    </>
  ),
  invoice: (
    <>
      <path d="M24 6h12l6 6v22H24z" fill="#ffffff" stroke="#1f2933" strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M36 6v6h6" fill="none" stroke="#1f2933" strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M28 17h10M28 22h10M28 27h6" stroke="#1f2933" strokeWidth={1.5} strokeLinecap="round" />
    </>
  ),
  secure: (
    <>
      <path d="M26 18v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#1b6e34" strokeWidth={3} />
      <rect x={22} y={18} width={20} height={16} rx={3} fill="#1b6e34" />
      <circle cx={32} cy={25} r={2.5} fill="#ffffff" />
      <rect x={31} y={25} width={2} height={5} fill="#ffffff" />
    </>
  ),
  bancontact: (
    <>
      <path d="M8 10h30l-8 10H8z" fill="#005498" />
      <path d="M34 20h22v10H26z" fill="#ffd800" />
    </>
  ),
  belfius: (
    <>
      <rect x={4} y={6} width={56} height={28} rx={3} fill="#c30045" />
      <Word size={13} y={25} fill="#ffffff">Belfius</Word>
    </>
  ),
  kbccbc: (
    <>
      <rect x={4} y={6} width={56} height={28} rx={3} fill="#003665" />
      <Word size={12} y={25} fill="#ffffff">KBC/CBC</Word>
    </>
  ),
  'carte bancaire': (
    <>
      <path d="M10 8h24v24H10a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z" fill="#00a0e0" />
      <path d="M34 8h20a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H34z" fill="#1d4289" />
      <Word size={16} y={26} fill="#ffffff">CB</Word>
    </>
  ),
  EPS: (
    <>
      <Word size={17} y={24} fill="#c8036f" italic>eps</Word>
      <rect x={16} y={29} width={32} height={3} rx={1.5} fill="#71706f" />
    </>
  ),
};

export interface PaymentMarkProps {
  readonly kind: PaymentLogoKind;
  /** The method's name, as assistive technology announces the mark. */
  readonly name: string;
  readonly className?: string;
}

export function PaymentMark({ kind, name, className }: PaymentMarkProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={name}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH * 0.8}
      height={HEIGHT * 0.8}
      data-payment-mark={kind}
    >
      <rect x={0.5} y={0.5} width={WIDTH - 1} height={HEIGHT - 1} rx={6} fill="#ffffff" stroke="#c9ccd1" />
      {MARKS[kind]}
    </svg>
  );
}
