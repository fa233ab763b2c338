import { LOGO_SIZES, type LogoVariant } from '@shop/brand-config';
import type { LinkComponent } from '../private/linkComponent.ts';
import * as styles from './Logo.css.ts';

export interface LogoProps {
  readonly src: string;
  /** The brand's name as a reader should hear it; also names the link when there is one. */
  readonly alt: string;
  readonly variant: LogoVariant;
  /** Where the logo leads, usually the home page; without it the logo is just an image. */
  readonly href?: string;
  readonly linkComponent?: LinkComponent;
}

/**
 * The brand logo in a box of fixed size per variant and screen size, so the header never
 * shifts while the image loads.
 */
export function Logo({ src, alt, variant, href, linkComponent: Link = 'a' }: LogoProps) {
  const { width, height } = LOGO_SIZES[variant].desktop;
  const image = (
    <img
      className={styles.image({ variant })}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
    />
  );
  if (href === undefined) return image;
  return (
    <Link href={href} className={styles.link}>
      {image}
    </Link>
  );
}
