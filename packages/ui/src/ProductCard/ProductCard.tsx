import { useId } from 'react';
import type { LinkComponent } from '../private/linkComponent.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { LabelIcon, type ProductLabelIcon } from './LabelIcon.tsx';
import { labelTone } from './labelTone.ts';
import * as styles from './ProductCard.css.ts';

export const PRODUCT_CARD_SIZES = ['large', 'small'] as const;
export type ProductCardSize = (typeof PRODUCT_CARD_SIZES)[number];

export interface ProductCardImage {
  readonly src: string;
  readonly alt: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  readonly width: number;
  readonly height: number;
}

export interface ProductCardLabel {
  readonly title: string;
  /** Any CSS colour from the catalogue; the text colour is chosen for contrast. */
  readonly color: string;
  readonly icon: ProductLabelIcon;
}

export interface ProductCardProps {
  readonly href: string;
  readonly title: string;
  readonly description?: string;
  readonly image: ProductCardImage;
  readonly size: ProductCardSize;
  readonly label?: ProductCardLabel;
  /** Text of the "free" label; given only for free products. */
  readonly freeLabel?: string;
  /** What the card costs, as the shop words it ('from €10.00'). */
  readonly price?: string;
  /** Present for products that live on another site: the card opens it in a new tab. */
  readonly externalLink?: {
    /** Told to assistive technology, e.g. "opens in a new tab". */
    readonly newTabText: string;
  };
  /** Catalogue colour behind the product image. */
  readonly backgroundColor?: string;
  readonly linkComponent?: LinkComponent;
}

/** A product in a catalogue grid: the whole card is one link named by the product title. */
export function ProductCard({
  href,
  title,
  description,
  image,
  size,
  label,
  freeLabel,
  price,
  externalLink,
  backgroundColor,
  linkComponent: Link = 'a',
}: ProductCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const priceId = `${id}-price`;
  const badgesId = `${id}-badges`;
  const newTabId = `${id}-new-tab`;
  const hasBadges = label !== undefined || freeLabel !== undefined;
  const describedBy = [
    description !== undefined && descriptionId,
    price !== undefined && priceId,
    hasBadges && badgesId,
    externalLink !== undefined && newTabId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Link
      href={href}
      className={styles.card({ size })}
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      {...(externalLink ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span
        className={styles.mediaBox({ size })}
        style={backgroundColor ? { backgroundColor } : undefined}
      >
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
        {hasBadges && (
          <span className={styles.badges} id={badgesId}>
            {label && (
              <span
                className={styles.label({ tone: labelTone(label.color) })}
                style={{ backgroundColor: label.color }}
              >
                <LabelIcon icon={label.icon} />
                {label.title}
              </span>
            )}
            {freeLabel !== undefined && <span className={styles.freeLabel}>{freeLabel}</span>}
          </span>
        )}
      </span>
      <span className={styles.body({ size })}>
        <span className={styles.title({ size })} id={titleId}>
          {title}
        </span>
        {description !== undefined && (
          <span className={styles.description} id={descriptionId}>
            {description}
          </span>
        )}
        {price !== undefined && (
          <span className={styles.price} id={priceId}>
            {price}
          </span>
        )}
        {externalLink && (
          <span className={visuallyHidden} id={newTabId}>
            {externalLink.newTabText}
          </span>
        )}
      </span>
    </Link>
  );
}
