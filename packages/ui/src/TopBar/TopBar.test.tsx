import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOP_BAR_INTERVAL_MS, TopBar, type TopBarItems } from './TopBar.tsx';

const items: TopBarItems = [
  'Ordered before 17:00, delivered tomorrow',
  'Always a suitable business gift!',
  'Personalize with packaging',
];

function shown(): string[] {
  return screen
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hasAttribute('aria-hidden'))
    .map((item) => item.textContent ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('TopBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates every 3000 ms', () => {
    expect(TOP_BAR_INTERVAL_MS).toBe(3000);
    render(<TopBar items={items} label="Why shop with us" />);
    expect(shown()).toEqual([items[0]]);
    advance(2999);
    expect(shown()).toEqual([items[0]]);
    advance(1);
    expect(shown()).toEqual([items[1]]);
    advance(3000);
    expect(shown()).toEqual([items[2]]);
  });

  it('wraps from the last selling point back to the first', () => {
    render(<TopBar items={items} label="Why shop with us" />);
    advance(3 * TOP_BAR_INTERVAL_MS);
    expect(shown()).toEqual([items[0]]);
  });

  it('slides the outgoing item up and parks the next one below', () => {
    render(<TopBar items={items} label="Why shop with us" />);
    advance(TOP_BAR_INTERVAL_MS);
    const positions = screen
      .getAllByRole('listitem', { hidden: true })
      .map((item) => item.getAttribute('data-position'));
    expect(positions).toEqual(['previous', 'current', 'next']);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<TopBar items={items} label="Why shop with us" />);
    const bar = screen.getByLabelText('Why shop with us');
    fireEvent.mouseEnter(bar);
    advance(3 * TOP_BAR_INTERVAL_MS);
    expect(shown()).toEqual([items[0]]);
    fireEvent.mouseLeave(bar);
    advance(TOP_BAR_INTERVAL_MS);
    expect(shown()).toEqual([items[1]]);
  });

  it('pauses while focused', () => {
    render(<TopBar items={items} label="Why shop with us" />);
    const bar = screen.getByLabelText('Why shop with us');
    act(() => bar.focus());
    advance(2 * TOP_BAR_INTERVAL_MS);
    expect(shown()).toEqual([items[0]]);
    act(() => bar.blur());
    advance(TOP_BAR_INTERVAL_MS);
    expect(shown()).toEqual([items[1]]);
  });

  it('stops its timer when removed', () => {
    const { unmount } = render(<TopBar items={items} label="Why shop with us" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
