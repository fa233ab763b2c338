import { afterEach, describe, expect, it } from 'vitest';
import { closeGuardedServers, serveBehind } from './guarded-test-server.ts';
import { answerUppercasePath, lowercaseLocation } from './lowercase-address.mjs';

afterEach(closeGuardedServers);

describe('a page address written with capitals', () => {
  it('lives at the same address in lower case, its percent escapes and query kept', () => {
    expect(lowercaseLocation('/Gift-Cards/Folio-Books/')).toBe('/gift-cards/folio-books/');
    expect(lowercaseLocation('/GIFT-CARDS/?s=Spa&utm_source=News')).toBe('/gift-cards/?s=Spa&utm_source=News');
    expect(lowercaseLocation('/Gift-Cards/Caf%C3%A9/')).toBe('/gift-cards/caf%C3%A9/');
    expect(lowercaseLocation('/checkout/0B7A1C2D-1234-4ABC-8DEF-0123456789AB/')).toBe('/checkout/0b7a1c2d-1234-4abc-8def-0123456789ab/');
  });

  it('is left alone when it is already lower case, or names a file that keeps its own case', () => {
    for (const path of ['/gift-cards/caf%C3%A9/', '/?s=SPA', '/', '/_next/static/chunks/Ab12.js', '/images/products/Ab.svg', '/brand-assets/GCSIE/logo.svg', '/api/store-choices']) {
      expect(lowercaseLocation(path), path).toBeNull();
    }
  });

  it('is redirected with a 308 before Next, for GET and HEAD only', async () => {
    const { origin, reached } = await serveBehind(answerUppercasePath, (request) => request.url ?? '');
    const page = await fetch(`${origin}/Gift-Cards/Folio-Books/?s=X`, { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('/gift-cards/folio-books/?s=X');
    const posted = await fetch(`${origin}/Gift-Cards/`, { method: 'POST', body: 'x', redirect: 'manual' });
    expect(posted.status).toBe(200);
    expect(reached).toEqual(['/Gift-Cards/']);
  });
});
