import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentBody, startPsp, validCardFields, type RunningPsp } from '../test/harness.ts';

let psp: RunningPsp;
beforeAll(async () => {
  psp = await startPsp();
});
afterAll(() => psp.close());

async function newPayment(overrides: Record<string, unknown> = {}): Promise<{ id: string; url: string }> {
  const response = await psp.createPayment(paymentBody(overrides));
  expect(response.status).toBe(201);
  return { id: response.body.id, url: response.body.action.url };
}

const getPayment = async (id: string): Promise<any> => (await psp.api('GET', `/v1/payments/${id}`)).body;

function expectReturn(response: Response, id: string, resultCode: string): URL {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe('https://shop.example/checkout/return');
  expect(location.searchParams.get('order')).toBe('42');
  expect(location.searchParams.get('pspPayment')).toBe(id);
  expect(location.searchParams.get('resultCode')).toBe(resultCode);
  return location;
}

describe('card page', () => {
  it('renders an accessible form with a CSP that allows only its own script', async () => {
    const { id, url } = await newPayment();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Pay €25.00</h1>');
    for (const field of ['holderName', 'number', 'expiryMonth', 'expiryYear', 'cvc']) {
      expect(page).toContain(`<label for="${field}">`);
      expect(page).toContain(`id="${field}" name="${field}"`);
    }
    expect(page).toContain(`action="/pay/${id}"`);
    expect(page).toContain('aria-live="polite"');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
    expect(page).not.toMatch(/<(link|img|script) [^>]*src=/);
  });

  it.each([
    ['4111 1111 1111 1111', 'authorised', undefined, 'visa', '1111'],
    ['3782 822463 10005', 'authorised', undefined, 'amex', '0005'],
    ['5555 5555 5555 4444', 'authorised', undefined, 'mastercard', '4444'],
    ['4000 0000 0000 0002', 'refused', 'refused', 'visa', '0002'],
    ['4000 0000 0000 9995', 'refused', 'too_many_attempts', 'visa', '9995'],
  ])('%s → %s (%s)', async (number, status, refusalCode, brand, last4) => {
    const { id } = await newPayment();
    const response = await psp.post(`/pay/${id}`, validCardFields(number));
    expectReturn(response, id, status);
    const payment = await getPayment(id);
    expect(payment).toMatchObject({ status, card: { brand, last4 }, action: null });
    expect(payment.refusalCode).toBe(refusalCode);
    if (refusalCode) expect(payment.refusalReason).toEqual(expect.any(String));
  });

  it('re-renders the form with field errors, without echoing the card number or CVC', async () => {
    const { id } = await newPayment();
    const response = await psp.post(`/pay/${id}`, validCardFields('4111 1111 1111 1112', { cvc: '99', holderName: '<b>Jane</b>' }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('aria-invalid="true" aria-describedby="number-brand number-error"');
    expect(page).toContain('id="number-error">This card number is not valid');
    expect(page).toContain('id="cvc-error">');
    expect(page).toContain('role="alert"');
    expect(page).toContain('value="&lt;b&gt;Jane&lt;/b&gt;"');
    expect(page).not.toMatch(/4111 ?1111 ?1111 ?1112/);
    expect(page).not.toContain('value="99"');
    expect((await getPayment(id)).status).toBe('requires_action');
  });

  it('escapes what the shop sent', async () => {
    const { url } = await newPayment({ description: '<script>alert("x")</script>' });
    const page = await (await fetch(url)).text();
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
  });

  it('says an unknown card type is not supported', async () => {
    const { id } = await newPayment();
    const page = await (await psp.post(`/pay/${id}`, validCardFields('9999 9999 9999 9995'))).text();
    expect(page).toContain('This card type is not supported');
  });

  it('never applies an outcome twice', async () => {
    const { id } = await newPayment();
    expectReturn(await psp.post(`/pay/${id}`, validCardFields('4111111111111111')), id, 'authorised');
    const again = await psp.post(`/pay/${id}`, validCardFields('4000000000000002'));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment is already authorised');
    const cancel = await psp.post(`/pay/${id}`, { decision: 'cancel' });
    expect(cancel.status).toBe(409);
    expect((await getPayment(id)).status).toBe('authorised');
    const events = await psp.api('GET', `/v1/test/events?paymentId=${id}`);
    expect(events.body.map((event: { type: string }) => event.type)).toEqual(['payment.authorised']);
  });

  it('shows a finished payment with a link back to the shop', async () => {
    const { id } = await newPayment();
    await psp.post(`/pay/${id}`, validCardFields('4000000000000002'));
    const page = await (await psp.get(`/pay/${id}`)).text();
    expect(page).toContain('This payment is already refused');
    expect(page).toContain(`href="https://shop.example/checkout/return?order=42&amp;pspPayment=${id}&amp;resultCode=refused"`);
  });

  it('lets the shopper cancel', async () => {
    const { id } = await newPayment();
    expectReturn(await psp.post(`/pay/${id}`, { decision: 'cancel' }), id, 'canceled');
    expect((await getPayment(id)).status).toBe('canceled');
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await psp.get('/pay/pay_nope')).status).toBe(404);
    expect((await psp.post('/pay/pay_nope', validCardFields('4111111111111111'))).status).toBe(404);
  });
});

describe('3-D Secure', () => {
  it.each([
    ['complete', 'authorised', undefined],
    ['fail', 'refused', 'refused'],
  ])('challenge %s → %s', async (result, status, refusalCode) => {
    const { id } = await newPayment();
    const submitted = await psp.post(`/pay/${id}`, validCardFields('4000 0000 0000 3220'));
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`/pay/${id}/3ds`);
    expect((await getPayment(id)).status).toBe('requires_action');

    const challenge = await psp.get(`/pay/${id}/3ds`);
    const page = await challenge.text();
    expect(page).toContain('Complete authentication');
    expect(page).toContain('Fail authentication');
    expect(page).toContain('ending in 3220');

    expectReturn(await psp.post(`/pay/${id}/3ds`, { result }), id, status);
    const payment = await getPayment(id);
    expect(payment).toMatchObject({ status, card: { brand: 'visa', last4: '3220' } });
    expect(payment.refusalCode).toBe(refusalCode);
    expect((await psp.post(`/pay/${id}/3ds`, { result: 'complete' })).status).toBe(409);
    expect((await getPayment(id)).status).toBe(status);
  });

  it('sends the shopper to the card form when no challenge is waiting', async () => {
    const { id } = await newPayment();
    const response = await psp.get(`/pay/${id}/3ds`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/pay/${id}`);
  });
});

describe('wallet', () => {
  it('pays or cancels', async () => {
    const { id, url } = await newPayment({ method: 'wallet' });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Sandbox Wallet');
    expect(page).toContain('Pay €25.00');
    expect(page).toContain('>Cancel</button>');
    expectReturn(await psp.post(`/pay/${id}`, { decision: 'approve' }), id, 'authorised');
    expect((await getPayment(id)).status).toBe('authorised');

    const other = await newPayment({ method: 'wallet' });
    expectReturn(await psp.post(`/pay/${other.id}`, { decision: 'cancel' }), other.id, 'canceled');
  });

  it('formats the amount in the shopper locale', async () => {
    const { url } = await newPayment({ method: 'wallet', shopperLocale: 'nl-NL', amount: { currency: 'EUR', value: 123456 } });
    expect(await (await fetch(url)).text()).toMatch(/Pay €\s1\.234,56/);
  });
});

describe('bank redirect', () => {
  it("shows the chosen bank's page and approves or cancels", async () => {
    const { id, url } = await newPayment({ method: 'bank_redirect', issuer: 'ideal_RABONL2U' });
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h1>Rabobank</h1>');
    expect(page).toContain('Approve payment');
    expect(page).toContain('Cancel payment');
    expectReturn(await psp.post(`/pay/${id}`, { decision: 'approve' }), id, 'authorised');

    const other = await newPayment({ method: 'bank_redirect', issuer: 'ideal_BUNQNL2A' });
    expectReturn(await psp.post(`/pay/${other.id}`, { decision: 'cancel' }), other.id, 'canceled');
    expect((await getPayment(other.id)).status).toBe('canceled');
  });
});

describe('BLIK', () => {
  const blikPayment = () => newPayment({ method: 'blik', amount: { currency: 'PLN', value: 10_000 } });

  it('takes the code from the banking app, then the answer given in the app', async () => {
    const { id, url } = await blikPayment();
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h1>Pay PLN');
    expect(page).toContain('<label for="code">BLIK code</label>');
    expect(page).toContain('autocomplete="one-time-code"');

    const taken = await psp.post(`/pay/${id}`, { code: '123 456' });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe(`/pay/${id}/blik`);
    expect(await getPayment(id)).toMatchObject({ status: 'requires_action' });
    // Opening the payment again shows the app's question, not a second code field.
    expect((await psp.get(`/pay/${id}`)).headers.get('location')).toBe(`/pay/${id}/blik`);
    expect(await (await psp.get(`/pay/${id}/blik`)).text()).toContain('Confirm in your banking app');

    expectReturn(await psp.post(`/pay/${id}/blik`, { answer: 'confirm' }), id, 'authorised');
    expect(await getPayment(id)).toMatchObject({ status: 'authorised', method: 'blik', action: null });
    expect((await psp.post(`/pay/${id}/blik`, { answer: 'decline' })).status).toBe(409);
  });

  it('is refused when the shopper declines in the app', async () => {
    const { id } = await blikPayment();
    await psp.post(`/pay/${id}`, { code: '654321' });
    expectReturn(await psp.post(`/pay/${id}/blik`, { answer: 'decline' }), id, 'refused');
    expect(await getPayment(id)).toMatchObject({ status: 'refused', refusalCode: 'refused', refusalReason: 'Declined in the banking app' });
  });

  it('asks again for a code that is not six digits, and asks the app nothing before a code', async () => {
    const { id } = await blikPayment();
    for (const code of ['', '12345', '1234567', '12a456']) {
      const response = await psp.post(`/pay/${id}`, { code });
      expect(response.status, code).toBe(422);
      expect(await response.text()).toContain('Enter the 6-digit code your banking app shows.');
    }
    expect((await psp.get(`/pay/${id}/blik`)).headers.get('location')).toBe(`/pay/${id}`);
    expect((await psp.post(`/pay/${id}/blik`, { answer: 'confirm' })).headers.get('location')).toBe(`/pay/${id}`);
    expect(await getPayment(id)).toMatchObject({ status: 'requires_action' });
  });

  it('takes złoty only', async () => {
    const response = await psp.createPayment(paymentBody({ method: 'blik' }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ param: 'amount.currency' });
  });
});
