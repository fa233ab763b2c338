import { describe, expect, it } from 'vitest';
import { CATALOGS, regionalRespelling } from './catalogs.ts';
import { americanEnglish, canadianEnglish } from './north-american-english.ts';

describe('the North American respellings', () => {
  const american = regionalRespelling('en-US');
  const canadian = regionalRespelling('en-CA');

  it('respells whole words and phrases, keeping capitals and plurals', () => {
    expect(american?.('E-mail us; we answer e-mails within one working day.')).toBe('Email us; we answer emails within one business day.');
    expect(american?.('## Registered post')).toBe('## Certified mail');
    expect(canadian?.('## Registered post')).toBe('## Registered mail');
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
    expect(regionalRespelling('en-IE')).toBeUndefined();
    expect(regionalRespelling('en-GB')).toBeUndefined();
    expect([american, canadian]).toEqual([americanEnglish, canadianEnglish]);
  });
});

describe('the North American catalogs', () => {
  it('write email, cart and by mail in every message, as their shoppers do', () => {
    for (const locale of ['en-US', 'en-CA'] as const) {
      for (const [id, message] of Object.entries(CATALOGS[locale])) expect(message, `${locale} ${id}`).not.toMatch(/e-mail|\bbasket|by post|working day/i);
    }
    expect(CATALOGS['en-US']['auth.field.email']).toBe('Email address');
    expect(CATALOGS['en-IE']['auth.field.email']).toBe('E-mail address');
  });
});
