import { describe, expect, it, vi } from 'vitest';
import { fetchJsonOnce } from './fetch-once.ts';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('fetchJsonOnce', () => {
  it('fetches a path once and hands every caller the same answer', async () => {
    const fetchJson = vi.fn(() => answer({ stores: 3 }));
    const [first, second] = await Promise.all([fetchJsonOnce('/once/a/', fetchJson), fetchJsonOnce('/once/a/', fetchJson)]);
    expect(first).toEqual({ stores: 3 });
    expect(second).toBe(first);
    await fetchJsonOnce('/once/a/', fetchJson);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed answer, so the next call asks again', async () => {
    const fetchJson = vi.fn().mockImplementationOnce(() => answer({}, 503)).mockImplementationOnce(() => answer(['back']));
    await expect(fetchJsonOnce('/once/b/', fetchJson)).rejects.toThrow('HTTP 503');
    await expect(fetchJsonOnce('/once/b/', fetchJson)).resolves.toEqual(['back']);
  });

  it('forgets a network failure too', async () => {
    const fetchJson = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockImplementationOnce(() => answer(1));
    await expect(fetchJsonOnce('/once/c/', fetchJson)).rejects.toThrow('offline');
    await expect(fetchJsonOnce('/once/c/', fetchJson)).resolves.toBe(1);
  });
});
