import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryBrand } from '@shop/ui/story-brand';
import type { ReactNode } from 'react';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { errorMessageValues } from '../../chrome/error-modal/translate-error.ts';
import { StoryMessages, storyPicture, useStoryStorefront } from '../../story-support/story-storefront.tsx';
import type { BasketMoney, BasketPackage } from './basket-model.ts';
import { BasketNoticeProvider } from './BasketNotice.tsx';
import { BasketView, EmptyBasket, OrderSummary, type BasketGroupedTotals, type BasketTotals } from './BasketView.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { DeletePackageButton } from './DeletePackageButton.tsx';
import { DeliveryTimeButton } from './DeliveryTimeButton.tsx';
import { PackagingButton } from './PackagingButton.tsx';
import { QuantityForm } from './QuantityForm.tsx';
import type { PackagingOptions } from './packaging-options.ts';

type Money = (minorUnits: number) => BasketMoney;

/** A card's picture in the artwork's 856:540 shape. */
const picture = (colour: string, name: string) => ({ src: storyPicture(colour, name, 428, 270), alt: '', color: colour });

function digitalCard(money: Money): BasketPackage {
  return {
    packageId: 'digital-1',
    tag: 'DIGITAL',
    title: '1 × Harbour House Restaurant',
    productId: '101',
    productPath: '/gift-cards/harbour-house-restaurant',
    productTitle: 'Harbour House Restaurant',
    previews: [picture('#7c2d12', 'Harbour House')],
    variationId: '1011',
    unitPrice: money(5000),
    quantity: 1,
    total: money(5000),
    wrapper: null,
    giftPacking: null,
    message: null,
    registered: false,
  };
}

function wrappedPhysicalCard(money: Money): BasketPackage {
  return {
    packageId: 'physical-1',
    tag: 'PHYSICAL',
    title: '1 × Serenity Spa',
    productId: '202',
    productPath: '/gift-cards/serenity-spa',
    productTitle: 'Serenity Spa',
    previews: [picture('#0f766e', 'Serenity Spa')],
    variationId: '2021',
    unitPrice: money(7500),
    quantity: 1,
    total: money(7500 + 295 + 450 + 150),
    wrapper: { id: 'wrapper-birthday', title: 'Birthday confetti' },
    giftPacking: { id: 'packing-box', title: 'Gift box with ribbon' },
    message: 'Happy birthday, Aoife! Enjoy a day of doing nothing at all. Love, Ciarán',
    registered: false,
  };
}

function severalCards(money: Money): BasketPackage {
  return {
    packageId: 'digital-2',
    tag: 'DIGITAL',
    title: '3 × Page Turner Books',
    productId: '303',
    productPath: '/gift-cards/page-turner-books',
    productTitle: 'Page Turner Books',
    previews: [picture('#1d4ed8', 'Page Turner'), picture('#1d4ed8', 'Page Turner'), picture('#1d4ed8', 'Page Turner')],
    variationId: '3031',
    unitPrice: money(2000),
    quantity: 3,
    total: money(3 * 2000 + 195),
    wrapper: { id: 'digital-wrapper-thanks', title: 'Thank you (digital)' },
    giftPacking: null,
    message: null,
    registered: false,
  };
}

function packagingOptions(money: Money): PackagingOptions {
  return {
    wrappers: [{ id: 'wrapper-birthday', title: 'Birthday confetti', price: money(295) }, { id: 'wrapper-stars', title: 'Gold stars', price: money(295) }],
    digitalWrappers: [{ id: 'digital-wrapper-thanks', title: 'Thank you (digital)', price: money(195) }],
    giftPackings: [{ id: 'packing-box', title: 'Gift box with ribbon', price: money(450) }],
  };
}

/** Totals as the API adds them up: cards are VAT-exempt, extras and fees carry the store's VAT. */
function totalsOf(packages: readonly BasketPackage[], money: Money, fees: BasketTotals['adjustments'], vatBasisPoints: number) {
  const cardsOf = (tag: BasketPackage['tag']) => packages.filter((pkg) => pkg.tag === tag);
  const cardValue = (list: readonly BasketPackage[]) => list.reduce((sum, pkg) => sum + pkg.unitPrice.value * pkg.quantity, 0);
  const quantity = (list: readonly BasketPackage[]) => list.reduce((sum, pkg) => sum + pkg.quantity, 0);
  const packagesTotal = packages.reduce((sum, pkg) => sum + pkg.total.value, 0);
  const extras = packagesTotal - cardValue(packages);
  const feeTotal = fees.reduce((sum, fee) => sum + fee.price.value, 0);
  const grandTotal = packagesTotal + feeTotal;
  // Prices include VAT: the share of the store's rate in what extras and fees cost.
  const tax = Math.round(((extras + feeTotal) * vatBasisPoints) / (10_000 + vatBasisPoints));
  const grouped: BasketGroupedTotals = {
    digitalTotal: { qty: quantity(cardsOf('DIGITAL')), price: money(cardValue(cardsOf('DIGITAL'))) },
    physicalTotal: { qty: quantity(cardsOf('PHYSICAL')), price: money(cardValue(cardsOf('PHYSICAL'))) },
    extra: money(extras),
  };
  const totals: BasketTotals = {
    subTotal: money(packagesTotal),
    grandTotalWithoutTax: money(grandTotal - tax),
    grandTotal: money(grandTotal),
    tax: money(tax),
    adjustments: fees,
  };
  return { grouped, totals };
}

/** The basket's totals in the toolbar brand's currency and at its country's VAT rate. */
function useStoryTotals(scenario: Scenario) {
  const { currency, config } = useStoryBrand();
  const money: Money = (value) => ({ currency, value });
  const { packages, fees } = scenario(money);
  return { money, packages, ...totalsOf(packages, money, fees, config.vatRateBasisPoints) };
}

const succeed = async () => ({ ok: true as const });

/** The line's actions as on the page; changing quantity or packaging or deleting succeeds without an API. */
function StoryActions({ pkg, options }: { readonly pkg: BasketPackage; readonly options: PackagingOptions }) {
  const { lang, locale } = useStoryStorefront();
  const brand = useStoryBrand();
  return (
    <>
      <DeliveryTimeButton tag={pkg.tag} registered={pkg.registered} storeCountry={brand.config.country} />
      <QuantityForm lang={lang} pkg={pkg} changeQuantity={succeed} />
      <PackagingButton lang={lang} locale={locale} pkg={pkg} options={options} updatePackage={succeed} />
      <DeletePackageButton lang={lang} pkg={pkg} deletePackageGroup={succeed} />
    </>
  );
}

function StoryCheckout() {
  const { lang } = useStoryStorefront();
  return (
    <CheckoutButton
      lang={lang}
      checkoutHref="/checkout/"
      identify={false}
      captchaUrl="/api/captcha/"
      continueAsGuest={async () => ({ ok: true, location: '/checkout/' })}
      navigate={() => undefined}
    />
  );
}

type Scenario = (money: Money) => { readonly packages: readonly BasketPackage[]; readonly fees: BasketTotals['adjustments'] };

function Basket({ scenario }: { readonly scenario: Scenario }) {
  const { lang, locale, intl } = useStoryStorefront();
  const { money, packages, grouped, totals } = useStoryTotals(scenario);
  const options = packagingOptions(money);
  return (
    <BasketNoticeProvider>
      <BasketView
        lang={lang}
        locale={locale}
        intl={intl}
        packages={packages}
        totals={totals}
        grouped={grouped}
        packageActions={(pkg) => <StoryActions pkg={pkg} options={options} />}
        checkout={<StoryCheckout />}
      />
    </BasketNoticeProvider>
  );
}

function Summary({ scenario }: { readonly scenario: Scenario }) {
  const { lang, locale, intl } = useStoryStorefront();
  const { grouped, totals } = useStoryTotals(scenario);
  return (
    <div style={{ maxWidth: '24rem', padding: '1rem' }}>
      <OrderSummary lang={lang} locale={locale} intl={intl} totals={totals} grouped={grouped} checkout={<StoryCheckout />} />
    </div>
  );
}

/** The page's error modal, for a story whose actions fail. */
function StoryErrorModal({ children }: { readonly children: ReactNode }) {
  const { locale, currency } = useStoryBrand();
  return <ErrorModalProvider messageValues={errorMessageValues(locale, currency)}>{children}</ErrorModalProvider>;
}

function Empty() {
  const { lang, intl } = useStoryStorefront();
  return <EmptyBasket lang={lang} intl={intl} />;
}

const serviceFee = (money: Money): BasketTotals['adjustments'][number] => ({ title: '', adjustmentType: 'SERVICE_FEE', price: money(150) });
const shipping = (money: Money): BasketTotals['adjustments'][number] => ({ title: '', adjustmentType: 'SHIPPING', price: money(395) });

const ONE_DIGITAL: Scenario = (money) => ({ packages: [digitalCard(money)], fees: [] });
const ONE_WRAPPED_PHYSICAL: Scenario = (money) => ({ packages: [wrappedPhysicalCard(money)], fees: [shipping(money)] });
const SEVERAL: Scenario = (money) => ({
  packages: [digitalCard(money), severalCards(money), wrappedPhysicalCard(money)],
  fees: [serviceFee(money), shipping(money)],
});

/** The basket's lines and totals in the toolbar brand's theme, language and currency, from fixtures of the basket model. */
const meta = {
  title: 'Storefront/Basket',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryMessages>
        <StoryErrorModal>
          <Story />
        </StoryErrorModal>
      </StoryMessages>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A digital card: no extras and no fees, so no VAT is charged and the note says why. */
export const DigitalCard: Story = { name: 'Digital card', render: () => <Basket scenario={ONE_DIGITAL} /> };
/** A physical card with a wrapper, gift packing and a personal message, sent by post. */
export const WrappedPhysicalCard: Story = {
  name: 'Physical card with wrapper, gift packing and message',
  render: () => <Basket scenario={ONE_WRAPPED_PHYSICAL} />,
};
/** Digital and physical packages together, one of three cards, with a service fee and shipping. */
export const SeveralPackages: Story = { name: 'Several packages', render: () => <Basket scenario={SEVERAL} /> };
export const SeveralPackagesMobile: Story = {
  name: 'Several packages (mobile)',
  render: () => <Basket scenario={SEVERAL} />,
  globals: { viewport: { value: 'mobile' } },
};
/** Totals when extras and fees carry VAT: the VAT line names what it is on. */
export const TotalsWithVat: Story = { name: 'Totals: VAT on extras and fees', render: () => <Summary scenario={SEVERAL} /> };
/** Totals of cards alone: no VAT line, and the note explains that gift cards are exempt. */
export const TotalsWithoutVat: Story = { name: 'Totals: VAT-exempt cards only', render: () => <Summary scenario={ONE_DIGITAL} /> };
export const EmptyBasketStory: Story = { name: 'Empty basket', render: () => <Empty /> };
