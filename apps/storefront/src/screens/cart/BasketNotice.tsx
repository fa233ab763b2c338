'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './CartScreen.css.ts';

/** What the basket tells the shopper after an action found the basket changed elsewhere. */
interface Notice {
  /** The line's title ('2 × Spa day'), as the basket showed it. */
  readonly title: string;
  /** Counts notices, so a second one is focused and read out again. */
  readonly serial: number;
}

interface BasketNoticeContext {
  readonly notice: Notice | null;
  /** The line is no longer in the basket (removed in another tab, or the basket itself is gone). */
  readonly lineGone: (title: string) => void;
}

const Context = createContext<BasketNoticeContext | null>(null);

/**
 * Holds the basket's notice across the refresh that follows it: the line that raised it disappears from the page, so
 * its buttons cannot keep it. Mounted by the basket page around the basket, full or empty.
 */
export function BasketNoticeProvider({ children }: { readonly children?: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const lineGone = useCallback((title: string) => setNotice((previous) => ({ title, serial: (previous?.serial ?? 0) + 1 })), []);
  const value = useMemo(() => ({ notice, lineGone }), [notice, lineGone]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** How a line's action tells the basket that the line is gone. */
export function useBasketNotice(): Pick<BasketNoticeContext, 'lineGone'> {
  const context = useContext(Context);
  if (!context) throw new Error('useBasketNotice needs the <BasketNoticeProvider> of the basket page');
  return context;
}

/**
 * The notice under the basket's heading, once there is one: focused, because the button that was used went away with
 * its line, and read out as a status. Nothing outside a BasketNoticeProvider.
 */
export function BasketNotice() {
  const intl = useIntl();
  const notice = useContext(Context)?.notice ?? null;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p ref={ref} tabIndex={-1} role="status" className={styles.notice}>
      {intl.formatMessage({ id: 'cart.gone' }, { title: notice.title })}
    </p>
  );
}
