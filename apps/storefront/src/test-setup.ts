import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs these tests beside the browser journeys on two cores: an answer a test waits for (findBy…, waitFor) can take
// more than the library's default second there without anything being wrong. What never comes still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // What a component kept in the tab (the checkout's draft) belongs to its test only.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});
