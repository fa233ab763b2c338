import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollUpButton } from './ScrollUpButton.tsx';

const VIEWPORT_HEIGHT = 800;

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
    vi.advanceTimersToNextFrame();
  });
}

describe('ScrollUpButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerHeight = VIEWPORT_HEIGHT;
    window.scrollY = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stays hidden until the page is scrolled past twice the viewport height', () => {
    render(<ScrollUpButton label="Back to top" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(2 * VIEWPORT_HEIGHT);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(2 * VIEWPORT_HEIGHT + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('hides again when the reader scrolls back up', () => {
    render(<ScrollUpButton label="Back to top" />);
    scrollTo(5000);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows at once on a page restored far down', () => {
    window.scrollY = 3 * VIEWPORT_HEIGHT;
    render(<ScrollUpButton label="Back to top" />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('reads the scroll position once per animation frame, with passive listeners', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    render(<ScrollUpButton label="Back to top" />);
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    act(() => {
      window.scrollY = 4000;
      fireEvent.scroll(window);
      fireEvent.scroll(window);
      fireEvent.scroll(window);
    });
    expect(frames).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls to the top when clicked', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollUpButton label="Back to top" />);
    scrollTo(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without smooth scrolling when the reader prefers reduced motion', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    render(<ScrollUpButton label="Back to top" />);
    scrollTo(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
