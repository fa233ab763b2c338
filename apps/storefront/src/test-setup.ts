import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // What a component kept in the tab (the checkout's draft) belongs to its test only.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
