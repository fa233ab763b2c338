// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesFor } from '@shop/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/action-result.ts';
import { initialShipping, initialYourData, type CheckoutValues } from '../../checkout/form-values.ts';
import { ErrorModalProvider } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { stepInSearch } from '../../checkout/step-url.ts';
import { renderWithIntl } from '../../chrome/test-support/render.tsx';
import { IntlProvider } from '../../i18n/IntlProvider.tsx';
import { CheckoutFlow } from './CheckoutFlow.tsx';
import type { CheckoutSetup, PaymentMethodView } from './checkout-model.ts';
import { PaymentStep } from './PaymentStep.tsx';
import { ShippingStep } from './ShippingStep.tsx';

// The delivery promise has its own tests (and package); here it only takes space.
vi.mock('../product/DeliveryPromiseText.tsx', () => ({ DeliveryPromiseText: () => null }));
vi.mock('../../checkout/actions.ts', () => ({ placeCheckoutOrder: vi.fn(), suggestAddresses: vi.fn(async () => []) }));

const methods: PaymentMethodView[] = [
  { kind: 'CARD', name: 'Credit or debit card', logos: [{ kind: 'visa', name: 'Visa' }], businessOnly: false, issuers: [] },
  { kind: 'BANK_TRANSFER', name: 'Bank transfer', logos: [], businessOnly: false, issuers: [] },
  { kind: 'INVOICE', name: 'Invoice', logos: [], businessOnly: true, issuers: [] },
];

const setup: CheckoutSetup = {
  lang: 'en',
  locale: 'en-IE',
  countryCode: 'IE',
  callingCode: '+353',
  postcode: { label: 'Eircode', example: 'D02 X285', pattern: '^.+$', required: true },
  showKvk: false,
  termsHref: '/terms-conditions/',
  privacyHref: '/cookies-privacy-statement/',
  cartHref: '/cart/',
  storeCountry: 'IE',
  digitalPackages: [
    {
      packageId: '11', title: 'Spa day', productTitle: 'Spa day', productId: '7', quantity: 1,
      unitPrice: { currency: 'EUR', value: 2500 }, total: { currency: 'EUR', value: 2500 }, message: 'Happy birthday!',
    },
  ],
  physicalPackages: [],
  physicalRegistered: false,
  methods,
  total: { currency: 'EUR', value: 2695 },
  prefillEmail: 'buyer@example.ie',
};

type Place = (lang: string, values: CheckoutValues) => Promise<CheckoutActionResult>;

function renderFlow(placeOrder: Place, navigate = vi.fn()) {
  renderWithIntl(
    <ErrorModalProvider messageValues={{ limit: '€500' }}>
      <div>
        <CheckoutFlow
          setup={setup}
          askedStep={stepInSearch(window.location.search, 'en')}
          overview={<aside>overview</aside>}
          placeOrder={placeOrder}
          navigate={navigate}
        />
      </div>
    </ErrorModalProvider>,
  );
  return navigate;
}

async function fillYourData(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Aoife');
  await user.type(screen.getByLabelText('Last name'), 'Byrne');
  await user.type(screen.getByLabelText('Confirm e-mail address'), 'buyer@example.ie');
  await user.type(screen.getByLabelText('Phone number'), '871234567');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
}

/** Your data, the card sent to the buyer, bank transfer, "Pay". */
/** Your data filled in, the card sent to the buyer: on to the payment step. */
async function reachPayment(user: ReturnType<typeof userEvent.setup>) {
  await fillYourData(user);
  await user.click(await screen.findByRole('button', { name: 'Send Spa day to me' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

async function payByBankTransfer(user: ReturnType<typeof userEvent.setup>) {
  await reachPayment(user);
  await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  await user.click(screen.getByRole('button', { name: /Pay/ }));
}

describe('CheckoutFlow', () => {
  it('starts at "Your data" with the e-mail from the basket modal and marks the current step', () => {
    renderFlow(vi.fn());
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address', { exact: true }).value).toBe('buyer@example.ie');
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/\+353/, { selector: 'span' })).toBeTruthy();
  });

  it('shows the company fields only for business customers', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    expect(screen.queryByLabelText('Company name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Business customer' }));
    expect(screen.getByLabelText('Company name')).toBeTruthy();
    expect(screen.getByLabelText('VAT number')).toBeTruthy();
    // KvK only where the store's country has one.
    expect(screen.queryByLabelText(/KvK/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Private customer' }));
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });

  it('moves focus to the next step heading, fills the receiver with "send to me" and pays once', async () => {
    const user = userEvent.setup();
    let resolve: (result: CheckoutActionResult) => void = () => undefined;
    const placeOrder = vi.fn<Place>(() => new Promise((done) => (resolve = done)));
    const navigate = renderFlow(placeOrder);
    await fillYourData(user);
    const shipping = await screen.findByRole('heading', { level: 2, name: 'Shipping' });
    expect(document.activeElement).toBe(shipping);

    await user.click(screen.getByRole('button', { name: 'Send Spa day to me' }));
    expect(screen.getByLabelText<HTMLInputElement>("Receiver's name").value).toBe('Aoife Byrne');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    const pay = screen.getByRole('button', { name: /Pay/ });
    await user.click(pay);
    await user.click(pay);
    expect(placeOrder).toHaveBeenCalledTimes(1);
    const values = placeOrder.mock.calls[0]![1];
    expect(values.payment).toEqual({ method: 'CARD', issuerId: '' });
    expect(values.shipping.digitalReceivers).toEqual([{ packageId: '11', name: 'Aoife Byrne', email: 'buyer@example.ie' }]);
    resolve({ ok: true, location: 'http://psp.test/pay/1' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://psp.test/pay/1'));
  });

  it('keeps what was typed across a reload of the page, on the step the shopper was on', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await fillYourData(user);
    await user.type(await screen.findByLabelText("Receiver's name"), 'Niamh');

    cleanup();
    renderFlow(vi.fn<Place>());
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Receiver's name").value).toBe('Niamh');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aoife');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('871234567');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('restores what was typed under React\'s development checks too (effects run twice)', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await user.type(screen.getByLabelText('First name'), 'Aoife');
    cleanup();
    renderWithIntl(
      <StrictMode>
        <ErrorModalProvider messageValues={{ limit: '€500' }}>
          <CheckoutFlow setup={setup} askedStep="yourData" overview={null} placeOrder={vi.fn<Place>()} navigate={vi.fn()} />
        </ErrorModalProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aoife'));
  });

  it('forgets what was typed once the order is placed', async () => {
    const user = userEvent.setup();
    const navigate = renderFlow(vi.fn<Place>(async () => ({ ok: true, location: 'http://psp.test/pay/1' })));
    await payByBankTransfer(user);
    await waitFor(() => expect(navigate).toHaveBeenCalled());

    cleanup();
    renderFlow(vi.fn<Place>());
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('');
  });

  it('shows the API error in the modal and takes the shopper to the refused field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const placeOrder = vi.fn<Place>(async () => ({
      ok: false,
      errors: [{ message: 'Incorrect e-mail address', code: 4000, referencedRequestParameter: 'checkout.customer.email' }],
    }));
    renderFlow(placeOrder);
    await payByBankTransfer(user);

    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    expect(screen.getByText('Please check this field.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aoife');
  });

  it('says the basket changed elsewhere when the API finds a card without a receiver, not that something went wrong', async () => {
    const user = userEvent.setup();
    const placeOrder = vi.fn<Place>(async () => ({
      ok: false,
      errors: [{ message: 'Every digital package needs exactly one receiver.', code: 4000, referencedRequestParameter: 'checkout.digitalReceivers' }],
    }));
    renderFlow(placeOrder);
    await payByBankTransfer(user);

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Your basket has changed since you opened the checkout/);
    expect(dialog.textContent).not.toMatch(/something went wrong/);
  });
});

describe('CheckoutFlow in the browser history', () => {
  const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
  const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

  beforeEach(() => {
    window.history.replaceState(null, '', '/checkout/');
    window.dataLayer = [];
  });

  it('gives each step an entry: Back shows the step before with what was typed, Forward the next one again', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await fillYourData(user);
    expect(window.location.search).toBe('?step=shipping');
    await user.type(await screen.findByLabelText("Receiver's name"), 'Niamh');

    window.history.back();
    const yourData = await heading('Your data');
    await waitFor(() => expect(yourData).toHaveFocus());
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Aoife');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('871234567');
    expect(screen.getByRole('checkbox')).toBeChecked();

    window.history.forward();
    const shipping = await heading('Shipping');
    await waitFor(() => expect(shipping).toHaveFocus());
    expect(window.location.search).toBe('?step=shipping');
    expect(screen.getByLabelText<HTMLInputElement>("Receiver's name").value).toBe('Niamh');
  });

  it('refuses Forward to a step whose earlier step no longer holds accepted values, says why, and leads on once fixed', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await fillYourData(user);
    await heading('Shipping');
    window.history.back();
    await heading('Your data');
    await user.clear(screen.getByLabelText('First name'));
    const entries = window.history.length;

    window.history.forward();
    expect(await screen.findByText('First name is a required field')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Shipping' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toHaveFocus();
    // Back on the first step's own entry (no second one of it), so a reload does not land on Shipping.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(entries);

    // The shipping entry is still ahead: fixed, Forward leads on to it.
    await user.type(screen.getByLabelText('First name'), 'Aoife');
    window.history.forward();
    expect(await heading('Shipping')).toBeTruthy();
    expect(window.location.search).toBe('?step=shipping');
  });

  it('refuses a jump two entries forward past a step that no longer holds accepted values, back on that step\'s own entry', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await reachPayment(user);
    await heading('Payment');
    window.history.go(-2);
    await heading('Your data');
    await user.clear(screen.getByLabelText('First name'));
    const entries = window.history.length;

    window.history.go(2);
    expect(await screen.findByText('First name is a required field')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(entries);

    // Both later entries are still ahead, in their order.
    await user.type(screen.getByLabelText('First name'), 'Aoife');
    window.history.forward();
    expect(await heading('Shipping')).toBeTruthy();
    window.history.forward();
    expect(await heading('Payment')).toBeTruthy();
    expect(window.location.search).toBe('?step=payment');
  });

  it('goes back with the Back button without adding an entry, so Forward still leads on', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await fillYourData(user);
    await user.click(await screen.findByRole('button', { name: 'Send Spa day to me' }));
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your data');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBe(entries);

    window.history.forward();
    await heading('Shipping');
    expect(screen.getByLabelText<HTMLInputElement>("Receiver's name").value).toBe('Aoife Byrne');
  });

  it('sends each step event once per Continue, not again when Back and Forward pass the steps', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn<Place>());
    await reachPayment(user);
    await heading('Payment');
    window.history.back();
    await heading('Shipping');
    window.history.forward();
    await heading('Payment');
    expect(events('begin_checkout')).toHaveLength(1);
    expect(events('add_shipping_info')).toHaveLength(1);
  });

  it('opens an address naming a later step on the first step when nothing typed allows that step', async () => {
    window.history.replaceState(null, '', '/checkout/?step=payment');
    renderFlow(vi.fn<Place>());
    expect(await heading('Your data')).not.toHaveFocus();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByText('First name is a required field')).toBeNull();
  });

  it('renders a reloaded later step as loading on the server, never as "Your data" first', () => {
    const html = renderToString(
      <IntlProvider locale="en-IE" messages={messagesFor('en-IE')}>
        <ErrorModalProvider messageValues={{ limit: '€500' }}>
          <CheckoutFlow setup={setup} askedStep="payment" overview={null} placeOrder={vi.fn<Place>()} navigate={vi.fn()} />
        </ErrorModalProvider>
      </IntlProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Your data</h2>');
    expect(html).not.toContain('First name');
    expect(html).toMatch(/aria-current="step"[^>]*>.*?Payment/);
  });

  it('reads an unknown step as the first step', async () => {
    window.history.replaceState(null, '', '/checkout/?step=success');
    renderFlow(vi.fn<Place>());
    expect(await heading('Your data')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});

describe('CheckoutFlow validation (shared @shop/validation schemas)', () => {
  it('shows the shared messages, linked to their fields, and stays on the step', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('First name is a required field')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = firstName.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('First name is a required field');
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
  });

  it('checks that both e-mail addresses match', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    await user.type(screen.getByLabelText('First name'), 'Aoife');
    await user.type(screen.getByLabelText('Last name'), 'Byrne');
    await user.type(screen.getByLabelText('Confirm e-mail address'), 'other@example.ie');
    await user.type(screen.getByLabelText('Phone number'), '871234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Emails do not match')).toBeTruthy();
  });

  it('takes back a field\'s message as soon as the shopper mends it', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'niamh.test');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Please enter valid email')).toBeTruthy();
    await user.type(email, '@example.ie');
    await waitFor(() => expect(screen.queryByText('Please enter valid email')).toBeNull());
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('asks business customers for company name and VAT number', async () => {
    const user = userEvent.setup();
    renderFlow(vi.fn());
    await user.click(screen.getByRole('radio', { name: 'Business customer' }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByText('Company name is a required field')).toBeTruthy();
  });

  it('judges the postcode by the brand rule and names it (Eircode)', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <ErrorModalProvider messageValues={{ limit: '€500' }}>
        <CheckoutFlow
          setup={{
            ...setup,
            postcode: { label: 'Eircode', example: 'D02 X285', pattern: '^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$', required: true },
            digitalPackages: [],
            physicalPackages: [{ ...setup.digitalPackages[0]!, packageId: '21', message: null }],
          }}
          askedStep="yourData"
          overview={null}
          placeOrder={vi.fn()}
          navigate={vi.fn()}
        />
      </ErrorModalProvider>,
    );
    await fillYourData(user);
    const eircode = await screen.findByLabelText('Eircode');
    expect(eircode.getAttribute('placeholder')).toBe('D02 X285');
    await user.type(eircode, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(/Eircode should be in the correct format/)).toBeTruthy();
  });
});

describe('PaymentStep', () => {
  const renderStep = (business: boolean) =>
    renderWithIntl(
      <PaymentStep
        methods={methods}
        business={business}
        headingRef={{ current: null }}
        values={{ method: '', issuerId: '' }}
        total={{ currency: 'EUR', value: 2500 }}
        locale="en-IE"
        submitting={false}
        onSubmit={vi.fn()}
      />,
    );

  it('takes the shopper to the payment methods and names the missing choice when "Pay" is pressed without one', async () => {
    const user = userEvent.setup();
    renderStep(false);
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Credit or debit card/ }));
    expect(screen.getByRole('group', { name: 'How would you like to pay?' })).toHaveAccessibleDescription(/Please choose a payment method/);
  });

  it('offers invoice to business customers only', () => {
    renderStep(false);
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();
  });

  it('offers invoice to business customers', () => {
    renderStep(true);
    expect(screen.getByRole('radio', { name: /Invoice/ })).toBeTruthy();
  });

  it('pays with BLIK: the code is asked for on the provider page, then confirmed in the banking app', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithIntl(
      <PaymentStep
        methods={[{ kind: 'BLIK', name: 'BLIK', logos: [{ kind: 'blik', name: null }], businessOnly: false, issuers: [] }, ...methods]}
        business={false}
        headingRef={{ current: null }}
        values={{ method: '', issuerId: '' }}
        total={{ currency: 'PLN', value: 10_000 }}
        locale="en-IE"
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /^BLIK/ }));
    expect(screen.getByText(/six-digit BLIK code from your banking app/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'BLIK', issuerId: '' });
  });

  it('says that card details are entered on the provider page', () => {
    renderStep(false);
    expect(screen.getAllByText(/never on our site|never reach our shop/).length).toBeGreaterThan(0);
  });

  it('says that the gift cards pay the whole order, not that the shopper pays at the provider, when they do', () => {
    renderWithIntl(
      <PaymentStep
        methods={methods}
        business={false}
        headingRef={{ current: null }}
        values={{ method: '', issuerId: '' }}
        total={{ currency: 'EUR', value: 0 }}
        coveredByCards
        locale="en-IE"
        submitting={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    expect(screen.getByText(/Your gift cards pay the whole order/)).toBeTruthy();
    expect(screen.queryByText(/secure page of our payment provider/)).toBeNull();
  });
});

describe('ShippingStep', () => {
  it('names each physical package with its count once ("1× Folio Books")', () => {
    const physical: CheckoutSetup = {
      ...setup,
      digitalPackages: [],
      physicalPackages: [
        {
          packageId: '21', title: '1 × Folio Books', productTitle: 'Folio Books', productId: '9', quantity: 1,
          unitPrice: { currency: 'EUR', value: 4000 }, total: { currency: 'EUR', value: 4395 }, message: null,
        },
      ],
    };
    renderWithIntl(
      <ShippingStep
        setup={physical}
        headingRef={{ current: null }}
        buyer={{ ...initialYourData('buyer@example.ie'), firstName: 'Aoife', lastName: 'Byrne' }}
        values={initialShipping([], 1)}
        onBack={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    const physicalSection = screen.getByRole('region', { name: 'Physical gift cards: where do they go?' });
    expect(within(physicalSection).getByRole('listitem')).toHaveTextContent(/^1× Folio Books€43\.95/);
    expect(within(physicalSection).queryByText(/1 × Folio Books/)).toBeNull();
  });
});

