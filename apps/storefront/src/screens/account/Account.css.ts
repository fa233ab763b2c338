import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import * as formPage from '../form-page.css.ts';

export const page = formPage.page.wide;
export { formError, heading, info as notice } from '../form-page.css.ts';

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

// Holds what the shopper typed (a personal message, a receiver, an address): a word longer than the row breaks anywhere.
export const rowText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** What the shopper typed, outside a row (an address): a word longer than the line breaks anywhere. */
export const userText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.brand, textDecoration: 'underline' });

export const lines = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const lineValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const lineTotal = style({ fontWeight: vars.fontWeight.bold });

export const pager = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', alignItems: 'center' });
