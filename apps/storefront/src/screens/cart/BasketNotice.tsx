'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lineGone, type CartActionResult } from '../../cart/action-result.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
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

/**
 * How a basket line's action ends: the header's count and the basket are brought up to date after a change, and after
 * finding the line gone (removed in another tab), which the basket then says; any other failure opens the error modal.
 * The returned function answers whether the action changed the line.
 */
export function useLineActionResult(lineTitle: string): (result: CartActionResult) => boolean {
  const context = useContext(Context);
  if (!context) throw new Error('useLineActionResult needs the <BasketNoticeProvider> of the basket page');
  const router = useRouter();
  const errorModal = useErrorModal();
  const { lineGone: sayLineGone } = context;
  return useCallback(
    (result: CartActionResult) => {
      const gone = lineGone(result);
      if (!gone && !result.ok) {
        errorModal.show(result.errors);
        return false;
      }
      if (gone) sayLineGone(lineTitle);
      announceCartChanged();
      router.refresh();
      return !gone;
    },
    [errorModal, lineTitle, router, sayLineGone],
  );
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
