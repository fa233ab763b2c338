// @vitest-environment jsdom
import { SitemapCategoriesDocument, DeleteGiftcardPackageGroupDocument } from '@shop/graphql/operations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_GRAPHQL_PATH, DataProvider, useTenantMutation, useTenantQuery } from './client.ts';
import { tenantHeaders, userDataFor } from './tenant.ts';

interface SentOperation {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: { query: string; variables: Record<string, unknown> };
}

function stubApi(data: unknown): SentOperation[] {
  const sent: SentOperation[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) as SentOperation['body'] });
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  }));
  return sent;
}

function Providers({ children }: { readonly children: React.ReactNode }) {
  return (
    <DataProvider userData={userDataFor('en')} headers={tenantHeaders('en')} serverApiUrl="http://api.invalid/graphql">
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </DataProvider>
  );
}

function CategoryCount() {
  const [{ data }] = useTenantQuery(SitemapCategoriesDocument, {});
  return <p>{data?.menuCategories.categories.length ?? 0} categories</p>;
}

function RemoveButton() {
  const [state, remove] = useTenantMutation(DeleteGiftcardPackageGroupDocument);
  return (
    <button type="button" onClick={() => void remove({ orderUuid: 'o-1', shipmentTag: 'DIGITAL', packageId: 'p-1' })}>
      {state.data ? 'Removed' : 'Remove'}
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client data hooks', () => {
  it('query through the same-origin route with the tenant headers and userData', async () => {
    const sent = stubApi({ menuCategories: { __typename: 'MenuCategoriesResult', categories: [{ __typename: 'MenuCategory', id: '1', path: '/category/food' }], errors: [] } });
    render(<Providers><CategoryCount /></Providers>);

    expect(await screen.findByText('1 categories')).toBeInTheDocument();
    expect(sent[0]?.url).toBe(BROWSER_GRAPHQL_PATH);
    expect(sent[0]?.headers).toMatchObject({ store: '70', language: 'en', country: 'IE' });
    expect(sent[0]?.body.variables).toEqual({ userData: { language: 'en', storeID: 70, countryCode: 'IE', redeemToken: null } });
  });

  it('mutate with userData added to the caller variables', async () => {
    const sent = stubApi({ deleteGiftcardPackageGroup: { __typename: 'OrderResult', order: null, errors: [] } });
    render(<Providers><RemoveButton /></Providers>);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Removed' })).toBeInTheDocument();
    expect(sent[0]?.body.variables).toEqual({
      orderUuid: 'o-1', shipmentTag: 'DIGITAL', packageId: 'p-1',
      userData: { language: 'en', storeID: 70, countryCode: 'IE', redeemToken: null },
    });
  });

  it('explain the missing provider instead of querying without a tenant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CategoryCount />)).toThrow('need the <DataProvider> of the layout');
  });
});
