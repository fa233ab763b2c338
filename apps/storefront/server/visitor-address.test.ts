import { describe, expect, it } from 'vitest';
import { payloadWithoutVisitorQuery, withoutVisitorQuery } from './visitor-address.mjs';

const TREE = '"i":false,"t":{"t":{"s":"","h":1040}}}';
const rootRow = (address: string[], query: string, preloads = '"P":null,') => `0:{${preloads}"c":${JSON.stringify(address)},"q":${JSON.stringify(query)},${TREE}\n`;
const EARLIER_ROWS = '1:"$Sreact.fragment"\n2:I[3,["/_next/static/chunks/a.js"],"Link"]\n';

describe('withoutVisitorQuery', () => {
  it('takes the query of the visitor a page was rendered for out of its address and its rendered query', () => {
    const payload = `${EARLIER_ROWS}${rootRow(['', 'gift-cards', '?cb_api_giftcard_categories=travel&utm_content=newsletter&email=ann%40example.com'], '?cb_api_giftcard_categories=travel&utm_content=newsletter&email=ann%40example.com')}`;
    expect(withoutVisitorQuery(payload)).toBe(`${EARLIER_ROWS}${rootRow(['', 'gift-cards', ''], '')}`);
  });

  it('keeps a path whose query held slashes whole, and a root row with a preload reference', () => {
    const payload = rootRow(['', 'gift-cards', 'harbour-house', '?back=', 'category', 'food', ''], '?back=/category/food/', '"P":"$L7",');
    expect(withoutVisitorQuery(payload)).toBe(rootRow(['', 'gift-cards', 'harbour-house', ''], '', '"P":"$L7",'));
  });

  it('leaves a payload rendered for a path alone, other rows and text that only looks alike unchanged', () => {
    const plain = `${EARLIER_ROWS}${rootRow(['', 'gift-cards', ''], '')}`;
    expect(withoutVisitorQuery(plain)).toBe(plain);
    const lookalike = '5:["$","p",null,{"children":"0:{\\"c\\":[\\"?x\\"],\\"q\\":\\"?x\\"}"}]\n';
    expect(withoutVisitorQuery(lookalike)).toBe(lookalike);
  });

  it('works on the stored payload bytes, non-ASCII text included', () => {
    const payload = Buffer.from(`${rootRow(['', 'gift-cards', '?s=café'], '?s=café')}3:"€ 25"\n`);
    expect(payloadWithoutVisitorQuery(payload)?.toString()).toBe(`${rootRow(['', 'gift-cards', ''], '')}3:"€ 25"\n`);
    expect(payloadWithoutVisitorQuery(undefined)).toBeUndefined();
  });
});
