import { breakpoints } from '@shop/themes';

interface SpecViewport {
  readonly name: string;
  readonly styles: { readonly width: string; readonly height: string };
  readonly type: 'mobile' | 'tablet' | 'desktop';
}

const viewport = (name: string, width: number, height: number, type: SpecViewport['type']): SpecViewport => ({
  name: `${name} (${width}px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** One viewport inside each breakpoint of spec §9 (mobile ≤639, tablet 640–1023, desktops from 1024 and 1280). */
export const SPEC_VIEWPORTS = {
  mobile: viewport('Mobile', 375, 812, 'mobile'),
  tablet: viewport('Tablet', 768, 1024, 'tablet'),
  smallDesktop: viewport('Small desktop', 1024, 768, 'desktop'),
  smallDesktopWide: viewport('Small desktop', 1180, 820, 'desktop'),
  largeDesktop: viewport('Large desktop', 1440, 900, 'desktop'),
} as const satisfies Record<string, SpecViewport>;

export type SpecViewportName = keyof typeof SPEC_VIEWPORTS;

/** Which spec breakpoint a width falls in; used to prove each viewport sits where its name says. */
export function breakpointOf(width: number): keyof typeof breakpoints {
  const match = (Object.keys(breakpoints) as (keyof typeof breakpoints)[]).find(
    (name) => width >= breakpoints[name].min && width <= breakpoints[name].max,
  );
  if (!match) throw new RangeError(`No breakpoint contains ${width}px`);
  return match;
}
