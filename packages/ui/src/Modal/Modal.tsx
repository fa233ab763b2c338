'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { tabbableElements } from '../private/focusable.ts';
import { pushModal } from '../private/modalStack.ts';
import { lockBodyScroll } from '../private/scrollLock.ts';
import { useIsClient } from '../private/useIsClient.ts';
import * as styles from './Modal.css.ts';
import { BackIcon, CloseIcon } from './ModalIcons.tsx';

/** Spec §9: modals animate in and out over 300 ms. */
export const MODAL_CLOSE_MS = 300;
/** Spec §9: after a URL change an open modal closes 50 ms later. */
export const MODAL_URL_CHANGE_CLOSE_MS = 50;

export const MODAL_SIZES = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalProps {
  open: boolean;
  /** Asked to close (Escape, overlay click, close button, URL change); never called while `loading`. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: string;
  children: ReactNode;
  /** Accessible name of the close button; without it there is no close button. */
  closeLabel?: string;
  /** A back button in the top corner, e.g. to return to a previous step. */
  back?: { label: string; onBack: () => void };
  /** The brand's modal logo, shown 48 px high above the title. */
  logo?: { src: string; alt: string };
  /** Whether Escape closes the dialog. */
  closeOnEscape?: boolean;
  /** While true every way of closing is blocked, e.g. during a request. */
  loading?: boolean;
  /**
   * Any value that changes with the page URL (such as the pathname). When it changes while the
   * dialog is open, the dialog closes after `MODAL_URL_CHANGE_CLOSE_MS`.
   */
  closeOnUrlChange?: string;
  /** Element to focus on opening; defaults to the first focusable element in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on closing when nothing on the page opened the dialog (it opened with the page, from its
   * address): the control that opens it otherwise. Without it, and with an opener, focus goes back to the opener.
   */
  returnFocus?: () => HTMLElement | null;
  footer?: ReactNode;
  size?: ModalSize;
}

export function Modal(props: ModalProps) {
  const isClient = useIsClient();
  const [rendered, setRendered] = useState(props.open);

  // Adjusting state during render keeps the dialog mounted in the same commit it opens in.
  if (props.open && !rendered) setRendered(true);

  useEffect(() => {
    if (props.open || !rendered) return;
    const timer = setTimeout(() => setRendered(false), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [props.open, rendered]);

  if (!isClient || !rendered) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  back,
  logo,
  closeOnEscape = true,
  loading = false,
  closeOnUrlChange,
  initialFocusRef,
  returnFocus,
  footer,
  size = 'md',
}: ModalProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);

  const requestClose = useRef(() => {});
  requestClose.current = () => {
    if (open && !loading) onClose();
  };

  useEffect(() => lockBodyScroll(), []);

  const opener = useRef<HTMLElement | null>(null);
  const initialFocusRefLatest = useRef(initialFocusRef);
  initialFocusRefLatest.current = initialFocusRef;

  // Focus moves in on opening and stays inside while open, even when a script or a click on
  // the page behind grabs it.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    // Re-running while open (React StrictMode) must not mistake our own focused content for the opener. Focus on
    // the page's body means nothing opened the dialog: it came with the page.
    if (active instanceof HTMLElement && active !== document.body && !rootRef.current?.contains(active)) opener.current = active;
    const modal = pushModal();
    const focusFirst = () => {
      const dialog = dialogRef.current;
      if (dialog) (tabbableElements(dialog)[0] ?? dialog).focus();
    };
    const pullFocusBack = (event: FocusEvent) => {
      if (!modal.isTop() || !(event.target instanceof Node)) return;
      if (!rootRef.current?.contains(event.target)) focusFirst();
    };
    if (initialFocusRefLatest.current?.current) initialFocusRefLatest.current.current.focus();
    else focusFirst();
    document.addEventListener('focusin', pullFocusBack);
    return () => {
      document.removeEventListener('focusin', pullFocusBack);
      modal.remove();
    };
  }, [open]);

  // Focus goes back to whatever opened the dialog as soon as it starts closing. This runs after
  // the commit: React would otherwise put focus back on the element it saw focused before it.
  // Not when the dialog closes because the page changed under it (a search result was followed):
  // the new page is read from its top, not from the opener the old page had.
  const leftForAnotherPage = useRef(false);
  const returnFocusLatest = useRef(returnFocus);
  returnFocusLatest.current = returnFocus;
  useEffect(() => {
    if (!open) return;
    leftForAnotherPage.current = false;
    return () => {
      const element = opener.current?.isConnected ? opener.current : (returnFocusLatest.current?.() ?? null);
      if (!leftForAnotherPage.current && element?.isConnected) element.focus();
    };
  }, [open]);

  const previousUrlKey = useRef(closeOnUrlChange);
  useEffect(() => {
    if (closeOnUrlChange === previousUrlKey.current) return;
    previousUrlKey.current = closeOnUrlChange;
    if (!open) return;
    const timer = setTimeout(() => {
      leftForAnotherPage.current = true;
      requestClose.current();
    }, MODAL_URL_CHANGE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closeOnUrlChange, open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Handled by the innermost dialog only.
      event.stopPropagation();
      if (closeOnEscape) requestClose.current();
      return;
    }
    if (event.key === 'Tab') trapTab(event);
  }

  function trapTab(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const tabbables = tabbableElements(dialog);
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // Only this dialog's own overlay counts: clicks bubbling up from a nested dialog's portal do not.
  function isOverlay(event: MouseEvent<HTMLDivElement>) {
    return event.target === rootRef.current || event.target === backdropRef.current;
  }

  return (
    <div
      ref={rootRef}
      data-state={open ? 'open' : 'closing'}
      className={styles.root}
      onKeyDown={onKeyDown}
      // A press that starts inside the dialog and ends outside (e.g. selecting text) is not an outside click.
      onMouseDown={(event) => {
        pressStartedOutside.current = isOverlay(event);
        // Focus stays in the dialog, so Escape and Tab keep working when the click does not close it.
        if (pressStartedOutside.current) event.preventDefault();
      }}
      onClick={(event) => {
        if (pressStartedOutside.current && isOverlay(event)) requestClose.current();
        pressStartedOutside.current = false;
      }}
    >
      <div ref={backdropRef} className={styles.backdrop} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        className={styles.dialog({ size })}
      >
        <div className={styles.header}>
          {back && (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.backSlot}`}
              aria-label={back.label}
              onClick={back.onBack}
            >
              <BackIcon />
            </button>
          )}
          {logo && <img src={logo.src} alt={logo.alt} height={48} className={styles.logo} />}
          {closeLabel && (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.closeSlot}`}
              aria-label={closeLabel}
              aria-disabled={loading || undefined}
              onClick={() => requestClose.current()}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
