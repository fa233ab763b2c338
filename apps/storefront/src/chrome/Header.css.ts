import { style } from '@vanilla-extract/css';
import { media, vars } from '@shop/themes/contract';
import { pageFrame } from './page-frame.css.ts';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

/** Spec §2/§9: the selling points bar shows up to 1023px only. */
export const topBar = style({ '@media': { [media.fromSmallDesktop]: { display: 'none' } } });

/** The decoration adds 30 px to the 80 px header (spec §9). */
export const decoration = style({ display: 'block', width: '100%', height: '30px', objectFit: 'cover' });

export const inner = style([pageFrame, { position: 'relative' }]);

export const mainRow = style({
  minHeight: '80px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.mobile]: { flexWrap: 'wrap', gap: vars.space.xs, paddingBlock: vars.space.xs } },
});

export const logo = style({ flex: '0 0 auto', display: 'flex', alignItems: 'center' });

export const actions = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': focusRing,
});

/** Text next to header icons from tablet up; on phones the icon stays and the text is read, not shown. */
export const iconLabel = style({
  '@media': {
    [media.mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const iconWithBadge = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({ position: 'absolute', top: '-8px', right: '-10px' });

export const navRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  '@media': { [media.upToTablet]: { display: 'none' } },
});

export const serviceNav = style({ marginLeft: 'auto' });

export const serviceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'center', gap: vars.space.md });

export const serviceLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});
