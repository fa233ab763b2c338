import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** The props any link a component renders receives; Next's `Link` accepts all of them. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly href: string;
  readonly children?: ReactNode;
};

/** A plain `a`, or a router's link component (Next's `Link`), so the UI kit stays router-agnostic. */
export type LinkComponent = 'a' | ComponentType<LinkProps>;
