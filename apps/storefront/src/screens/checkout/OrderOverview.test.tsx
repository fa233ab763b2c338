// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { OrderOverview } from './OrderOverview.tsx';

const eur = (value: number) => ({ currency: 'EUR', value });

/** The order probed at checkout: two €25 cards with a €3.40 wrapper and message, and a €0.95 service fee. */
function renderOverview() {
  render(
    <OrderOverview
      intl={getIntl('en-IE')}
      locale="en-IE"
      packages={[{ id: '1', title: 'Encore Cinemas', quantity: 2, total: eur(5340) }]}
      grouped={{ digitalTotal: { price: eur(5000) }, physicalTotal: { price: eur(0) }, extra: eur(340) }}
      totals={{
        grandTotalWithoutTax: eur(4274),
        grandTotal: eur(5435),
        tax: eur(80),
        adjustments: [{ adjustmentType: 'SERVICE_FEE', title: 'Service fee', price: eur(95) }],
      }}
    />,
  );
}

const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent ?? '';

describe('OrderOverview', () => {
  it('lists the cards without their extras, so the lines add up to the total', () => {
    renderOverview();
    expect(amountOf('Gift cards')).toMatch(/50\.00/);
    expect(amountOf('Wrappers, packing and messages')).toMatch(/3\.40/);
    expect(amountOf('Service fee')).toMatch(/0\.95/);
    expect(amountOf('Total')).toMatch(/54\.35/);
  });
});
