import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RequestQuoteDocument, type QuoteRequestInput } from '@shop/graphql/operations';
import type { ParsedMail } from 'mailparser';
import { solvedCaptcha } from '../__fixtures__/captcha.ts';
import { startCheckoutStack, type CheckoutStack } from '../__fixtures__/checkoutStack.ts';
import { IE } from '../__fixtures__/testApi.ts';
import { createCaptcha } from '../captcha/captcha.ts';
import { createRateLimits, DEFAULT_RATE_LIMIT_POLICIES } from '../rateLimit/index.ts';

/** Business quote requests on the API: judged with the business page's rules, recorded, and e-mailed twice. */

let stack: CheckoutStack;
const QUOTE_LIMIT = 3;

beforeAll(async () => {
  stack = await startCheckoutStack({
    captcha: createCaptcha({ cost: 10 }),
    trustedProxies: ['loopback'],
    rateLimits: createRateLimits({ kind: 'memory' }, { ...DEFAULT_RATE_LIMIT_POLICIES, quoteRequest: { limit: QUOTE_LIMIT, windowSeconds: 3600 } }),
  });
}, 90_000);
afterAll(() => stack?.close());
beforeEach(() => stack.smtp.clear());

function quote(overrides: Partial<QuoteRequestInput> = {}): Omit<QuoteRequestInput, 'captchaToken'> {
  return {
    companyName: 'Brennan & Daughters Ltd',
    vatNumber: 'IE6388047V',
    contactName: 'Aoife Brennan',
    email: 'aoife@brennan.example',
    phoneNumber: '087 123 4567',
    reference: 'PO-2231',
    message: '40 digital cards of €50 for our staff,\nsent on 18 December.',
    ...overrides,
  };
}

/** Each test's requests come from their own address, so the per-address limit counts only its own. */
async function ask(input: Omit<QuoteRequestInput, 'captchaToken'>, address: string, captchaToken?: string) {
  const token = captchaToken ?? (await solvedCaptcha(stack.api));
  const { requestQuote } = await stack.api.gql(RequestQuoteDocument, { userData: IE, quote: { ...input, captchaToken: token } }, { 'x-forwarded-for': address });
  return requestQuote;
}

async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = stack.smtp.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const storedCount = async () => Number((await stack.api.sql.query<{ count: string }>('SELECT count(*)::text AS count FROM quote_requests'))[0]!.count);

describe('a business quote request', () => {
  it('is recorded with a number and a promise an opening hour on, and e-mailed to the business desk and to the customer', async () => {
    const result = await ask(quote(), '203.0.113.10');
    expect(result.errors).toEqual([]);
    const receipt = result.receipt!;
    expect(receipt.number).toMatch(/^Q-\d{4,}$/);
    expect(receipt.email).toBe('aoife@brennan.example');
    // An hour of the desk's opening time (GCSIE: Monday to Friday, 09:00–17:30 in Dublin): within opening hours, after
    // the desk opens (a request at 17:00 is promised for 09:30 on the next working day; packages/delivery tests the
    // carrying over to the minute).
    expect(Date.parse(receipt.promisedBy) - Date.parse(receipt.requestedAt)).toBeGreaterThanOrEqual(60 * 60 * 1000);
    const promised = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date(receipt.promisedBy))
        .map((part) => [part.type, part.value]),
    );
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(promised.weekday);
    expect(`${promised.hour}:${promised.minute}` > '09:00' && `${promised.hour}:${promised.minute}` <= '17:30').toBe(true);

    const [desk] = await mailsTo('service@giftcardshop.ie', 1);
    expect(desk?.subject).toBe(`Quote request ${receipt.number}: Brennan & Daughters Ltd`);
    expect(desk?.replyTo?.text).toContain('aoife@brennan.example');
    for (const detail of ['Aoife Brennan', 'IE6388047V', '+353871234567', 'PO-2231', '40 digital cards of €50 for our staff,']) expect(desk?.text).toContain(detail);

    const [confirmation] = await mailsTo('aoife@brennan.example', 1);
    expect(confirmation?.subject).toBe(`We received your quote request ${receipt.number} at Giftcard Shop`);
    expect(confirmation?.text).toContain('Dear Aoife Brennan,');
    expect(confirmation?.text).toContain('sent on 18 December.');
  });

  it("refuses a missing or malformed field with the page's message, naming it, before the captcha is spent", async () => {
    const token = await solvedCaptcha(stack.api);
    const before = await storedCount();
    const refused = await ask(quote({ companyName: '  ', email: 'aoife@' }), '203.0.113.11', token);
    expect(refused.receipt).toBeNull();
    expect(refused.errors).toEqual([
      { code: 4000, message: 'Company name is a required field', referencedRequestParameter: 'quote.companyName', retryAfterSeconds: null },
    ]);
    const longMessage = await ask(quote({ message: 'x'.repeat(2001) }), '203.0.113.11', token);
    expect(longMessage.errors[0]).toMatchObject({ code: 4000, referencedRequestParameter: 'quote.message', message: 'The message can not be more than 2000 characters long' });
    // The same solution still works: nothing above used it up.
    expect((await ask(quote(), '203.0.113.11', token)).errors).toEqual([]);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses an unsolved or reused captcha with 4008 and records nothing', async () => {
    const token = await solvedCaptcha(stack.api);
    expect((await ask(quote(), '203.0.113.12', token)).errors).toEqual([]);
    const before = await storedCount();
    const reused = await ask(quote(), '203.0.113.12', token);
    expect(reused.errors[0]).toMatchObject({ code: 4008, referencedRequestParameter: 'quote.captchaToken' });
    const forged = await ask(quote(), '203.0.113.12', Buffer.from('{}').toString('base64'));
    expect(forged.errors[0]).toMatchObject({ code: 4008 });
    expect(await storedCount()).toBe(before);
  });

  it('limits requests per address with 4011 and the wait', async () => {
    for (let request = 0; request < QUOTE_LIMIT; request += 1) expect((await ask(quote(), '203.0.113.13')).errors).toEqual([]);
    const refused = await ask(quote(), '203.0.113.13');
    expect(refused.errors[0]).toMatchObject({ code: 4011 });
    expect(refused.errors[0]!.retryAfterSeconds).toBeGreaterThan(0);
    expect((await ask(quote(), '203.0.113.14')).errors).toEqual([]);
  });

});
