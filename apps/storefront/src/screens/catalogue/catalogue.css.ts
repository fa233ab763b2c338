import { vars, media } from '@shop/themes/contract';
import { style } from '@vanilla-extract/css';
import { pageFrame } from '../../chrome/page-frame.css.ts';

export const section = style([
  pageFrame,
  {
    display: 'grid',
    gap: vars.space.lg,
    paddingBlock: vars.space.xl,
  },
]);

export const heading = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0 });
export const subheading = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md, margin: 0, maxWidth: '48rem' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.largeDesktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** Spec §9: top products, 4 per row on large desktop, else 2. */
export const topGrid = style([grid, {
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.largeDesktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
}]);

/** Defined before the breakpoint-only classes below, so their `display: none` wins. */
export const gridItem = style({ display: 'block', minWidth: 0 });

/** Third and fourth top products: large desktop only. */
export const largeDesktopOnly = style({
  display: 'none',
  '@media': { [media.largeDesktop]: { display: 'block' } },
});

/**
 * Spec §9: 17 cards on small desktop (3 columns: 16 leave a gap, 17 fill 6 rows minus one), 16 elsewhere. The 17th
 * is the first card of the next page, so it is never lost on other screens.
 */
export const smallDesktopOnly = style({
  display: 'none',
  '@media': { [media.smallDesktop]: { display: 'block' } },
});

export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  ':hover': { color: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });
export const paginationList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, alignItems: 'center' });
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
export const ellipsis = style({ paddingInline: vars.space.xs, color: vars.color.textMuted });

export const chipList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });
export const chip = style([pageLink, { borderRadius: vars.radius.pill, minHeight: '2.25rem' }]);

export const body = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem', lineHeight: vars.lineHeight.normal });

export const locationList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const locationItem = style({ padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const boxForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
/** A search field and its button on one line, the field taking the room. */
export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, maxWidth: '36rem' });
export const fieldLabel = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const searchLabel = style([fieldLabel, { flex: '1 1 16rem' }]);
export const input = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const problems = style({ color: vars.color.danger, margin: 0, paddingInlineStart: vars.space.lg });
export const categoryList = style([grid, {}]);
export const categoryLink = style([pageLink, { justifyContent: 'flex-start', gap: vars.space.sm, padding: vars.space.md }]);

export const filterForm = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.fromSmallDesktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const filterTitle = style([subheading, { gridColumn: '1 / -1', fontSize: vars.fontSize.lg }]);
export const filterGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });
export const filterLegend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });
export const filterOptions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});
export const filterActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });

export const teaserGrid = style([grid, {}]);
export const teaser = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const teaserImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.sm });
export const teaserTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 });
export const teaserMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const teaserHero = style({ fontWeight: vars.fontWeight.medium, margin: 0 });
export const teaserText = style({ color: vars.color.textMuted, margin: 0, lineHeight: vars.lineHeight.normal });
