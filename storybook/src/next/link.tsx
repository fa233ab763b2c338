import { forwardRef, type AnchorHTMLAttributes } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly href: string | { readonly pathname?: string };
  readonly prefetch?: boolean | null;
  readonly replace?: boolean;
  readonly scroll?: boolean;
};

/**
 * Stands in for next/link in Storybook: storefront components render their links as plain anchors. Clicks stay in
 * the story instead of leaving Storybook's frame.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, prefetch: _prefetch, replace: _replace, scroll: _scroll, onClick, ...rest }, ref) {
  const target = typeof href === 'string' ? href : (href.pathname ?? '#');
  return (
    <a
      ref={ref}
      href={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) event.preventDefault();
      }}
      {...rest}
    />
  );
});

export default Link;
