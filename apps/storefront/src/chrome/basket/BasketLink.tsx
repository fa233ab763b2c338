'use client';

import { CountBadge } from '@shop/ui';
import { Link } from '../../routing/Link.tsx';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BasketIcon } from '../icons/icons.tsx';
import * as styles from '../Header.css.ts';
import { CART_CHANGED_EVENT } from './cart-events.ts';
import { fetchCartQuantity } from './cart-quantity.ts';

export interface BasketLinkProps {
  readonly lang: string;
  readonly href: string;
  /** Reads the count; the storefront asks its /api/cart-quantity route, so pages stay cacheable. */
  readonly loadQuantity?: (lang: string) => Promise<number | null>;
}

/** The header's basket icon with the item count, hidden at zero (spec §5). */
export function BasketLink({ lang, href, loadQuantity = fetchCartQuantity }: BasketLinkProps) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(0);

  useEffect(() => {
    let current = true;
    const refresh = () => {
      void loadQuantity(lang).then((count) => {
        if (current && count !== null) setQuantity(count);
      });
    };
    refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => {
      current = false;
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
    };
  }, [lang, loadQuantity]);

  return (
    <Link className={styles.iconLink} href={href}>
      <span className={styles.iconWithBadge}>
        <BasketIcon />
        <CountBadge
          className={styles.badge}
          count={quantity}
          label={intl.formatMessage({ id: 'chrome.header.basketCount' }, { count: quantity })}
        />
      </span>
      <span className={styles.iconLabel}>{intl.formatMessage({ id: 'chrome.header.basket' })}</span>
    </Link>
  );
}
