'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lineGone, type CartActionResult } from '../../cart/action-result.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import * as styles from './CartScreen.css.ts';

/**
 * What the basket tells the shopper: a line went away, removed by them (`removed`) or found gone because the basket
 * changed elsewhere (`gone`), the button used going with it; or, on arriving from log in, that cards put in the basket
 * before could not join the account's basket (`leftOut`).
 */
export type BasketNoticeContent =
  | { readonly kind: 'removed' | 'gone'; /** The line's title ('2 × Spa day'), as the basket showed it. */ readonly title: string }
  | {
      readonly kind: 'leftOut';
      readonly count: number;
      /** The cards' titles, as far as log in could pass them on (see LEFT_OUT_COOKIE); the count may be larger. */
      readonly titles?: readonly string[];
    };

type Notice = BasketNoticeContent & {
  /** Counts notices, so a second one is focused and read out again. */
  readonly serial: number;
};

interface BasketNoticeContext {
  readonly notice: Notice | null;
  readonly say: (kind: 'removed' | 'gone', title: string) => void;
}

const Context = createContext<BasketNoticeContext | null>(null);

/**
 * Holds the basket's notice across the refresh that follows it: the line that raised it disappears from the page, so
 * its buttons cannot keep it. Mounted by the basket page around the basket, full or empty.
 */
export function BasketNoticeProvider({ initial = null, children }: { readonly initial?: BasketNoticeContent | null; readonly children?: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(initial && { ...initial, serial: 0 });
  const say = useCallback(
    (kind: 'removed' | 'gone', title: string) => setNotice((previous) => ({ kind, title, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  const value = useMemo(() => ({ notice, say }), [notice, say]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * How a basket line's action ends: the header's count and the basket are brought up to date after a change, and after
 * finding the line gone (removed in another tab); the basket says that the line went, whether the action removed it
 * (`removesLine`) or found it gone. Any other failure opens the error modal. The returned function answers whether the
 * action changed the line.
 */
export function useLineActionResult(lineTitle: string, { removesLine = false } = {}): (result: CartActionResult) => boolean {
  const context = useContext(Context);
  if (!context) throw new Error('useLineActionResult needs the <BasketNoticeProvider> of the basket page');
  const router = useRouter();
  const errorModal = useErrorModal();
  const { say } = context;
  return useCallback(
    (result: CartActionResult) => {
      const gone = lineGone(result);
      if (!gone && !result.ok) {
        errorModal.show(result.errors);
        return false;
      }
      if (gone) say('gone', lineTitle);
      else if (removesLine) say('removed', lineTitle);
      announceCartChanged();
      router.refresh();
      return !gone;
    },
    [errorModal, lineTitle, removesLine, router, say],
  );
}

/**
 * The notice under the basket's heading, once there is one: focused, because the button that was used went away with
 * its line, and read out as a status. Nothing outside a BasketNoticeProvider.
 */
export function BasketNotice() {
  const intl = useIntl();
  const notice = useContext(Context)?.notice ?? null;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  const titles = notice.kind === 'leftOut' ? (notice.titles ?? []) : [];
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.notice}>
      <p className={styles.noticeText}>
        {notice.kind === 'leftOut'
          ? intl.formatMessage({ id: 'cart.leftOut' }, { count: notice.count })
          : intl.formatMessage({ id: notice.kind === 'gone' ? 'cart.gone' : 'cart.removed' }, { title: notice.title })}
      </p>
      {titles.length > 0 && (
        <ul className={styles.noticeList}>
          {titles.map((title, index) => (
            <li key={`${index}-${title}`}>{title}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
