import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library detects fake timers only through a global `jest`. Without this, awaiting a
// user-event call under `vi.useFakeTimers()` waits forever for a timer that never fires.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
});
