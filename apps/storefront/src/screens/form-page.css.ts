import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/themes/contract';

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
