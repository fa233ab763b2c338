import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkEnvironment, isOrigin, isPort, maskValue, optionalVariable, positiveNumber, urlWith, wholeNumber } from './env.ts';

describe('maskValue', () => {
  it('hides URL passwords and key=value secrets, quotes the rest', () => {
    expect(maskValue('postgres://shop:hunter2@db/shop')).toBe('"postgres://shop:***@db/shop"');
    expect(maskValue('user:hunter2@host')).toBe('"user:***@host"');
    expect(maskValue('https://x.example/?token=abc&page=2')).toBe('"https://x.example/?token=***&page=2"');
    expect(maskValue('abc')).toBe('"abc"');
  });

  it('cuts long values', () => {
    expect(maskValue('x'.repeat(200))).toBe(JSON.stringify(`${'x'.repeat(79)}…`));
  });
});

describe('checks', () => {
  it('isPort: 0 to 65535 in digits', () => {
    expect(['0', '80', '65535'].every(isPort)).toBe(true);
    expect(['65536', 'abc', '-1', '80.5', ' 80'].some(isPort)).toBe(false);
  });

  it('urlWith: absolute URLs of the given protocols with a host', () => {
    const http = urlWith('http:', 'https:');
    expect(http('http://127.0.0.1:4000/graphql')).toBe(true);
    expect(http('not a url')).toBe(false);
    expect(http('ftp://example.com')).toBe(false);
    expect(http('http://')).toBe(false);
  });

  it('isOrigin: scheme, host and port only', () => {
    expect(isOrigin('https://shop.example.com')).toBe(true);
    expect(isOrigin('https://shop.example.com/')).toBe(true);
    expect(isOrigin('https://shop.example.com/path')).toBe(false);
    expect(isOrigin('https://user@shop.example.com')).toBe(false);
  });

  it('wholeNumber and positiveNumber keep to their range', () => {
    expect(wholeNumber(1, 10)('10')).toBe(true);
    expect(wholeNumber(1, 10)('0')).toBe(false);
    expect(wholeNumber(1, 10)('1.5')).toBe(false);
    expect(positiveNumber(100)('0.5')).toBe(true);
    expect(positiveNumber(100)('0')).toBe(false);
    expect(positiveNumber(100)('1e3')).toBe(false);
    expect(positiveNumber(100)('101')).toBe(false);
  });
});

describe('checkEnvironment', () => {
  const schema = z.object({
    PORT: optionalVariable('PORT', 'a port number (0-65535)', isPort),
    API_URL: optionalVariable('API_URL', 'an http:// or https:// URL', urlWith('http:', 'https:')),
    API_KEY: optionalVariable('API_KEY', 'one line without spaces', (value) => /^\S+$/.test(value), { secret: true }),
  });

  it('reads empty variables as unset and ignores variables it does not know', () => {
    expect(checkEnvironment(schema, { PORT: '', HOME: '/root' })).toEqual({ ok: true, value: { PORT: undefined, API_URL: undefined, API_KEY: undefined } });
  });

  it('gives one line per problem, naming the variable; a secret only by its length', () => {
    expect(checkEnvironment(schema, { PORT: 'abc', API_URL: 'not a url', API_KEY: 'two words' })).toEqual({
      ok: false,
      problems: [
        'PORT must be a port number (0-65535), got "abc"',
        'API_URL must be an http:// or https:// URL, got "not a url"',
        'API_KEY must be one line without spaces, got a value of 9 characters',
      ],
    });
  });
});
