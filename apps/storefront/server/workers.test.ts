import { describe, expect, it } from 'vitest';
import { workerCount } from './workers.mjs';

describe('workerCount', () => {
  it('runs one server process per core unless told otherwise', () => {
    expect(workerCount(undefined, 2)).toEqual({ ok: true, count: 2 });
    expect(workerCount('', 8)).toEqual({ ok: true, count: 8 });
    expect(workerCount('1', 8)).toEqual({ ok: true, count: 1 });
  });

  it('refuses a setting that is not a sensible number of processes', () => {
    for (const setting of ['0', '-1', '1.5', 'two', '65']) {
      expect(workerCount(setting, 2)).toMatchObject({ ok: false, message: expect.stringContaining('STOREFRONT_WORKERS') });
    }
  });
});
