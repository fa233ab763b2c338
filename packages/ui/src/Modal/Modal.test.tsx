import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_CLOSE_MS, MODAL_URL_CHANGE_CLOSE_MS, type ModalProps } from './Modal.tsx';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose' | 'children'>> & {
  onClose?: () => void;
  pathname?: string;
};

function Harness({ onClose, pathname = '/gift-cards/', ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change country
      </button>
      <Modal
        title="Choose your country"
        closeLabel="Close"
        {...props}
        open={open}
        closeOnUrlChange={pathname}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Postcode <input />
        </label>
        <button type="button">Apply</button>
      </Modal>
    </>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const onClose = vi.fn();
  const view = render(<Harness onClose={onClose} {...props} />);
  const rerender = (next: HarnessProps) => view.rerender(<Harness onClose={onClose} {...props} {...next} />);
  return { user, onClose, rerender, opener: screen.getByRole('button', { name: 'Change country' }) };
}

function waitForCloseAnimation() {
  act(() => {
    vi.advanceTimersByTime(MODAL_CLOSE_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('exports the spec timings', () => {
    expect(MODAL_CLOSE_MS).toBe(300);
    expect(MODAL_URL_CHANGE_CLOSE_MS).toBe(50);
  });

  it('opens as a modal dialog named by its title, outside the page flow', async () => {
    const { user, opener } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('body > *')).not.toBe(opener.closest('body > *'));
  });

  it('moves focus inside when it opens', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the element the caller asks for', async () => {
    function WithInitialFocus() {
      const [open, setOpen] = useState(false);
      const email = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Log in
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Log in" closeLabel="Close" initialFocusRef={email}>
            <input aria-label="E-mail" ref={email} />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Close' });
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.tab();
    expect(postcode).toHaveFocus();
    await user.tab();
    expect(apply).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(apply).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    act(() => opener.focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape, animates out for 300 ms and gives focus back to the opener', async () => {
    const { user, onClose, opener } = setup();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(MODAL_CLOSE_MS - 1);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the opener under React StrictMode too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Change country' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('opened with the page, gives focus on closing to the control the caller names', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    function OpenedWithThePage() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <a href="/account/orders/?order=1">Details of order 1</a>
          <Modal
            title="Order 1"
            closeLabel="Close"
            open={open}
            onClose={() => setOpen(false)}
            returnFocus={() => screen.getByRole('link', { name: 'Details of order 1' })}
          >
            <p>Paid</p>
          </Modal>
        </>
      );
    }
    render(<OpenedWithThePage />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Details of order 1' })).toHaveFocus();
  });

  it('ignores Escape when escape-to-close is off', async () => {
    const { user, onClose, opener } = setup({ closeOnEscape: false });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click on the overlay but not on a click inside', async () => {
    const { user, onClose, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Postcode' }));
    expect(onClose).not.toHaveBeenCalled();
    const overlay = screen.getByRole('dialog').previousElementSibling;
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    const { user, onClose, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    waitForCloseAnimation();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no close button unless given a label for it', async () => {
    const { user, opener } = setup({ closeLabel: undefined });
    await user.click(opener);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
  });

  it('blocks every way of closing while loading', async () => {
    const { user, onClose, opener, rerender } = setup({ loading: true });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('dialog').previousElementSibling as Element);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    rerender({ loading: true, pathname: '/balance-check/' });
    act(() => {
      vi.advanceTimersByTime(MODAL_URL_CHANGE_CLOSE_MS);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender({ loading: false, pathname: '/balance-check/' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes 50 ms after the URL changes', async () => {
    const { user, onClose, opener, rerender } = setup();
    await user.click(opener);
    rerender({ pathname: '/balance-check/' });
    act(() => {
      vi.advanceTimersByTime(MODAL_URL_CHANGE_CLOSE_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves focus to the new page when it closes because the URL changed, not to the old opener', async () => {
    const { user, opener, rerender } = setup();
    await user.click(opener);
    rerender({ pathname: '/balance-check/' });
    act(() => {
      vi.advanceTimersByTime(MODAL_URL_CHANGE_CLOSE_MS);
    });
    waitForCloseAnimation();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).not.toHaveFocus();

    // Closed any other way, focus returns to the opener as before.
    await user.click(opener);
    await user.keyboard('{Escape}');
    waitForCloseAnimation();
    expect(opener).toHaveFocus();
  });

  it('stays open when re-rendered with the same URL', async () => {
    const { user, onClose, opener, rerender } = setup();
    await user.click(opener);
    rerender({ pathname: '/gift-cards/' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers a back button and a 48 px logo', async () => {
    const onBack = vi.fn();
    const { user, opener } = setup({
      back: { label: 'Back', onBack },
      logo: { src: '/brands/GCSIE/modal-logo.svg', alt: 'GiftCardShop' },
    });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    const logo = screen.getByRole('img', { name: 'GiftCardShop' });
    expect(logo).toHaveAttribute('height', '48');
  });

  it('locks page scrolling while open and releases it after closing', async () => {
    const { user, opener } = setup();
    document.body.style.overflow = 'auto';
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    waitForCloseAnimation();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('a nested dialog handles Escape and overlay clicks on its own', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Basket" closeLabel="Close basket">
          <button type="button" onClick={() => setInnerOpen(true)}>
            Remove item
          </button>
          <Modal
            open={innerOpen}
            onClose={() => {
              innerClose();
              setInnerOpen(false);
            }}
            title="Remove this gift card?"
            closeLabel="Cancel"
          >
            <button type="button">Remove</button>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('dialog', { name: 'Remove this gift card?' }).previousElementSibling as Element);
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    waitForCloseAnimation();
    expect(screen.getByRole('button', { name: 'Remove item' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(2);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
