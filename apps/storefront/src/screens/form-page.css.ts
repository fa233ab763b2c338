import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

/**
 * The frame of the storefront's form pages (balance check, activation, log in and register, the account area): a
 * centred column, its heading, an introduction, the form's panel and the notice that sums up what the form refused.
 */
const pageBase = { display: 'grid', gap: vars.space.lg, margin: '0 auto', padding: vars.space.lg } as const;

/** `regular` for forms with a result below them, `narrow` for the short log in forms, `wide` for the account area. */
export const page = styleVariants({
  regular: { ...pageBase, maxWidth: '40rem' },
  narrow: { ...pageBase, maxWidth: '32rem' },
  wide: { ...pageBase, maxWidth: '64rem' },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  // Focus moves here after a form is done, so the outcome is announced from its top.
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const intro = style({ margin: 0, color: vars.color.text });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

const notice = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
} as const;

export const formError = style({ ...notice, borderInlineStart: `4px solid ${vars.color.danger}` });

export const info = style({ ...notice, borderInlineStart: `4px solid ${vars.color.brand}` });

export const formErrorTitle = style({ display: 'block', fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xxs });

/** Facts of a result (a card's, an entry's): label and value side by side from tablet width on. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.fromTablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const factLabel = style({ margin: 0, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** A section's heading below the page's. */
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

/** A section: its heading and what follows. */
export const block = style({ display: 'grid', gap: vars.space.sm });

/** A list of steps or conditions in running text. */
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });

/** The ways on after a result, side by side while they fit. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
