import { describe, expect, it } from 'vitest';
import { parseCliEnv } from './env.ts';

describe('parseCliEnv', () => {
  it('reads API_PORT, unset or empty as no port', () => {
    expect(parseCliEnv({})).toEqual({ ok: true, value: { apiPort: undefined } });
    expect(parseCliEnv({ API_PORT: '' })).toEqual({ ok: true, value: { apiPort: undefined } });
    expect(parseCliEnv({ API_PORT: '4200' })).toEqual({ ok: true, value: { apiPort: 4200 } });
  });

  it('names a bad API_PORT', () => {
    expect(parseCliEnv({ API_PORT: '0' })).toEqual({ ok: false, problems: ['API_PORT must be a port number (1-65535), got "0"'] });
    expect(parseCliEnv({ API_PORT: 'abc' })).toEqual({ ok: false, problems: ['API_PORT must be a port number (1-65535), got "abc"'] });
  });
});
