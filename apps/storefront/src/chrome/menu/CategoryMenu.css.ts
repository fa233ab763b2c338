import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const desktop = style({
  '@media': { [media.upToTablet]: { display: 'none' } },
});

export const mobile = style({
  '@media': { [media.fromSmallDesktop]: { display: 'none' } },
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': focusRing,
});

export const navItem = style([buttonBase]);

export const menuButton = style([buttonBase, { paddingLeft: 0 }]);

export const menuButtonText = style({ '@media': { [media.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 1fr) 2fr',
  gap: vars.space.lg,
  maxWidth: '1280px',
  margin: '0 auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const mobilePanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const categoryList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const categoryLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.fontWeight.bold } },
});

export const topProducts = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });

export const topTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const productList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const productLink = style({
  display: 'block',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': focusRing,
});

export const viewAll = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  ':focus-visible': focusRing,
});

export const allCategories = style({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.brandHover },
  ':focus-visible': focusRing,
});
