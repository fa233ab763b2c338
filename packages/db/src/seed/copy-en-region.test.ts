import { describe, expect, it } from 'vitest';
import { englishRespelling } from './copy-en-region.ts';

describe('englishRespelling', () => {
  const american = englishRespelling('en-US');
  const canadian = englishRespelling('en-CA');

  it('respells whole words and phrases, keeping capitals and plurals', () => {
    expect(american?.('E-mail us; we answer e-mails within one working day.')).toBe('Email us; we answer emails within one business day.');
    expect(american?.('## Registered post')).toBe('## Registered mail');
    expect(american?.('Sport & Outdoor, Cinema & Entertainment')).toBe('Sports & Outdoors, Movies & Entertainment');
    expect(american?.('Garden Centre and two theatres')).toBe('Garden Center and two theaters');
    expect(american?.('carry no VAT')).toBe('carry no sales tax');
  });

  it('leaves words that only contain a respelled one', () => {
    expect(american?.('basketball, mummy, postcard, shopping')).toBe('basketball, mummy, postcard, shopping');
  });

  it('gives Canada the North American words and keeps its British spelling', () => {
    expect(canadian?.('by post in 1–3 working days to the Garden Centre')).toBe('by mail in 1–3 business days to the Garden Centre');
    expect(canadian?.('no VAT')).toBe('no GST/HST');
  });

  it('has no respelling for the English written in Ireland and Britain', () => {
    expect(englishRespelling('en-IE')).toBeUndefined();
    expect(englishRespelling('en-GB')).toBeUndefined();
  });
});
