import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface Disclosure {
  readonly open: boolean;
  readonly toggle: () => void;
  /** Closes; with `returnFocus` the toggle button gets focus back (Escape, keyboard). */
  readonly close: (returnFocus?: boolean) => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly regionRef: RefObject<HTMLElement | null>;
}

/**
 * The disclosure pattern for header menus: a button shows and hides a region; Escape closes it
 * and gives focus back to the button; a click or focus outside both closes it.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const regionRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (buttonRef.current?.contains(target) || regionRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(inside(document.activeElement) === true);
    };
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef, regionRef };
}
