import { describe, expect, it } from 'vitest';
import { withIssuerCache } from './issuerCache.ts';
import { ProviderUnavailableError, type PaymentProvider } from './provider.ts';

function countingProvider(answers: Array<'banks' | 'down'>) {
  const asked: string[] = [];
  const provider: PaymentProvider = {
    createPayment: async (request) => ({ id: 'psp_1', reference: request.reference, status: 'requires_action', amount: request.amount, refusalCode: null, action: null }),
    getPayment: async (id) => ({ id, reference: 'ref', status: 'pending', amount: { currency: 'EUR', value: 2500 }, refusalCode: null, action: null }),
    cancelPayment: async () => {},
    refund: async () => {},
    verifyWebhook: () => ({ ok: false, reason: 'signature' }),
    async issuers(country) {
      asked.push(country);
      if (answers.shift() === 'down') throw new ProviderUnavailableError('payment service unreachable');
      return [{ id: `bank_${country}`, name: `Bank of ${country}` }];
    },
  };
  return { provider, asked };
}

describe('withIssuerCache', () => {
  it('asks the provider for a country once per lifetime, and again after it', async () => {
    const clock = { now: 0 };
    const { provider, asked } = countingProvider([]);
    const cached = withIssuerCache(provider, 60_000, () => clock.now);
    expect(await cached.issuers('NL')).toEqual([{ id: 'bank_NL', name: 'Bank of NL' }]);
    await Promise.all([cached.issuers('NL'), cached.issuers('NL')]);
    await cached.issuers('BE');
    expect(asked).toEqual(['NL', 'BE']);
    clock.now = 60_000;
    await cached.issuers('NL');
    expect(asked).toEqual(['NL', 'BE', 'NL']);
  });

  it('keeps no failure: the next asker tries the provider again', async () => {
    const { provider, asked } = countingProvider(['down', 'banks']);
    const cached = withIssuerCache(provider, 60_000, () => 0);
    await expect(cached.issuers('NL')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await cached.issuers('NL')).toHaveLength(1);
    expect(asked).toEqual(['NL', 'NL']);
  });

  it('passes every other call through to the provider', async () => {
    const { provider } = countingProvider([]);
    const cached = withIssuerCache(provider);
    expect(await cached.getPayment('psp_9')).toMatchObject({ id: 'psp_9', status: 'pending' });
    expect(cached.verifyWebhook('{}', new Headers())).toEqual({ ok: false, reason: 'signature' });
  });
});
