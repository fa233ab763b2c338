// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClickIdRecorder } from './ClickIdRecorder.tsx';
import { CLICK_ID_STORAGE_KEY } from './click-id.ts';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ClickIdRecorder', () => {
  it('stores the click id of the landing URL once the page is interactive', () => {
    window.history.replaceState(null, '', '/gift-cards/?gclid=landing-1');
    render(<ClickIdRecorder />);
    expect(JSON.parse(window.localStorage.getItem(CLICK_ID_STORAGE_KEY) ?? '{}')).toMatchObject({ parameter: 'gclid', value: 'landing-1' });
  });

  it('keeps an earlier click id when the next page has none', () => {
    window.localStorage.setItem(CLICK_ID_STORAGE_KEY, '{"parameter":"clickId","value":"first"}');
    window.history.replaceState(null, '', '/cart/');
    render(<ClickIdRecorder />);
    expect(window.localStorage.getItem(CLICK_ID_STORAGE_KEY)).toContain('"first"');
  });
});
