import { describe, expect, it, vi } from 'vitest';
import { textsPath } from '../../i18n/texts-on-demand.ts';
import { holdsErrorTexts, loadErrorTexts } from './error-texts.ts';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('error texts on demand', () => {
  it('tells a page that holds them from one that does not', () => {
    expect(holdsErrorTexts({ 'errors.generic': 'x', 'errors.code.2015': 'y' })).toBe(true);
    expect(holdsErrorTexts({ 'errors.generic': 'x', 'chrome.header.home': 'y' })).toBe(false);
  });

  it('fetches them once per locale', async () => {
    const fetchTexts = vi.fn(() => answer({ 'errors.code.2015': 'Limit' }));
    await expect(loadErrorTexts('xx-ONE', fetchTexts)).resolves.toEqual({ 'errors.code.2015': 'Limit' });
    await loadErrorTexts('xx-ONE', fetchTexts);
    expect(fetchTexts).toHaveBeenCalledTimes(1);
    expect(fetchTexts).toHaveBeenCalledWith(textsPath('errors', 'xx-ONE'));
  });

  it('answers an empty set when they cannot be fetched, and asks again next time', async () => {
    const fetchTexts = vi.fn().mockImplementationOnce(() => answer({}, 503)).mockImplementationOnce(() => answer({ 'errors.code.1': 'One' }));
    await expect(loadErrorTexts('xx-TWO', fetchTexts)).resolves.toEqual({});
    await expect(loadErrorTexts('xx-TWO', fetchTexts)).resolves.toEqual({ 'errors.code.1': 'One' });
  });
});
