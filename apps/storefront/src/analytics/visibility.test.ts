// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenHalfVisible } from './visibility.ts';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void;

function installObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }> = [];
  class FakeObserver {
    readonly record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

describe('whenHalfVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for the 50% threshold', () => {
    const observers = installObserver();
    whenHalfVisible(document.createElement('div'), () => {});
    expect(observers[0]?.options?.threshold).toBe(0.5);
  });

  it('does not count an item that is less than half visible', () => {
    const observers = installObserver();
    const onViewed = vi.fn();
    whenHalfVisible(document.createElement('div'), onViewed);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.49 }]);
    expect(onViewed).not.toHaveBeenCalled();
  });

  it('counts an item once when half of it becomes visible, then stops watching', () => {
    const observers = installObserver();
    const onViewed = vi.fn();
    whenHalfVisible(document.createElement('div'), onViewed);
    observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.5 }]);
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });
});
