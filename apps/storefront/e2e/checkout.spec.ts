import {
  DIGITAL, EN, PHYSICAL, TEST_CARDS, addCard, choosePayment, expectConfirmation, expectProviderPage, fillYourData, mailSubjectsFor, openCardPageForDigitalCard, pay,
  payOnCardPage, payWithWalletInstead, pspUrl, shopperEmail, solveCaptcha, startCheckout,
} from './support/checkout.ts';
import { expect, test } from './support/test.ts';

/**
 * Checkout journeys against the whole stack (API, sandbox payment service, mail catcher), on GCSIE unless said.
 * Card numbers are typed only on the payment service's hosted page.
 */

test.describe('checkout', () => {
  // Each journey is a whole purchase: on a loaded two-core machine one has taken a minute, near the default limit.
  test.describe.configure({ timeout: 150_000 });

  test('a guest buys a €25 digital card with a message and pays by card on the provider page', { tag: '@mobile' }, async ({ page, visits }) => {
    const email = shopperEmail('digital');
    await addCard({ page, visits }, DIGITAL, { message: 'Enjoy a lovely dinner' });
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await page.getByLabel("Receiver's name").fill('Niamh Walsh');
    await page.getByLabel("Receiver's e-mail address").fill(shopperEmail('receiver'));
    await expect(page.getByText('Sent by e-mail within 1 hour')).toBeVisible();
    await visits.checkAccessibility('shipping step');
    await choosePayment(page, /Credit or debit card/);
    await expect(page.getByText(/never on our site/).first()).toBeVisible();
    await visits.checkAccessibility('payment step');
    await pay(page);
    await payOnCardPage(page, TEST_CARDS.approved);
    await expectConfirmation({ page, visits });
    await expect(page.getByText(/Niamh Walsh/)).toBeVisible();
    expect(await mailSubjectsFor(email, 1)).not.toHaveLength(0);
  });

  test('a payment cancelled on the card page is said to be cancelled, without an error, and the order is paid after', async ({ page, visits }) => {
    test.setTimeout(210_000); // two payments: the one that fails, then the wallet's
    const email = shopperEmail('cancelled');
    await openCardPageForDigitalCard({ page, visits }, email);
    // Back from the provider's page: the basket is an order now, and the checkout leads on to paying it.
    await expectProviderPage(page);
    await page.goBack();
    await expect(page.getByText(/^Your order 70-\d{7} is still waiting for its payment\./)).toBeVisible();
    await visits.checkAccessibility('checkout of an order awaiting payment');
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await expectProviderPage(page);
    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await visits.arrive(/\/checkout\/\?(.*&)?error=/, page.getByRole('heading', { level: 2, name: 'Choose how to pay', exact: true }));
    await expect(page.getByRole('status').filter({ hasText: 'You cancelled the payment.' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await payWithWalletInstead({ page, visits });
  });

  test('a refused card shows error 2035, then the order is paid with another method', async ({ page, visits }) => {
    test.setTimeout(210_000); // two payments: the one that fails, then the wallet's
    const email = shopperEmail('refused');
    await openCardPageForDigitalCard({ page, visits }, email);
    await payOnCardPage(page, TEST_CARDS.refused);
    await visits.arrive(/\/checkout\/\?(.*&)?error=2035/, page.getByRole('dialog', { name: 'Something went wrong' }));
    await expect(page.getByRole('dialog')).toContainText('We were unable to process your payment. Please try a different payment method or contact your bank for more information.');
    await expect(page.getByRole('dialog')).toContainText('2035');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose how to pay', exact: true })).toBeVisible();
    // The order's own page neither thanks for it nor promises a delivery time: it says the payment failed, and leads back.
    const order = new URL(page.url()).searchParams.get('order') ?? '';
    await visits.open('GCSIE', `/checkout/${order}/`, page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }));
    await expect(page.getByText(/We have sent a confirmation/)).toHaveCount(0);
    await expect(page.getByText('Sent by e-mail within 1 hour of payment')).toBeVisible();
    await page.getByRole('link', { name: 'Choose how to pay' }).click();
    await visits.arrive(/\/checkout\/\?(.*&)?error=2035/, page.getByRole('dialog', { name: 'Something went wrong' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await payWithWalletInstead({ page, visits });
  });

  test('3-D Secure: the card needs the bank challenge before the confirmation', async ({ page, visits }) => {
    const email = shopperEmail('threeds');
    await openCardPageForDigitalCard({ page, visits }, email);
    await payOnCardPage(page, TEST_CARDS.threeDSecure);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation({ page, visits });
  });

  test('bank transfer waits for the money, then confirms', async ({ page, visits, context }) => {
    // A whole purchase, the payment service's own page, then up to one 10 s poll of the pending page.
    test.setTimeout(180_000);
    const email = shopperEmail('transfer');
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await page.getByRole('button', { name: /^Send .* to me$/ }).click();
    await choosePayment(page, /Bank transfer/);
    await pay(page);
    await visits.arrive(EN.processPath, page.getByRole('heading', { level: 1, name: 'Awaiting your payment' }));
    await expect(page.getByText('We are awaiting confirmation of your payment', { exact: false })).toBeVisible();
    const reference = (await page.getByRole('definition').nth(4).textContent())?.trim() ?? '';
    for (const term of ['IBAN', 'BIC', 'Beneficiary', 'Payment reference', 'Amount']) await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();

    // The payment service's developer page lists transfers waiting for money; mark this one as received.
    const psp = await context.newPage();
    await psp.goto(`${pspUrl()}/`);
    await psp.getByRole('link', { name: new RegExp(reference) }).click();
    await psp.getByRole('button', { name: 'Mark as received' }).click();
    // Closed only once the form's answer has loaded: a page closed while it navigates can keep close() waiting.
    await expect(psp.getByText('Received: the payment is authorised')).toBeVisible();
    await psp.close();

    // The pending page keeps looking (every 10 s) and moves on by itself once the money is in. (Reloading at the same
    // time races its navigation: the browser may never report the reload as loaded.)
    await page.waitForURL(EN.confirmationPath, { timeout: 30_000 });
    await expectConfirmation({ page, visits });
  });

  test('a physical card with gift packing goes to an Eircode address', async ({ page, visits }) => {
    const email = shopperEmail('physical');
    await addCard({ page, visits }, PHYSICAL, { physical: true, giftPacking: 'Gift box' });
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await page.getByRole('radio', { name: 'All to one other address' }).check();
    await page.getByLabel('First name').fill('Seán');
    await page.getByLabel('Last name').fill('Murphy');
    const eircode = page.getByLabel('Eircode');
    await expect(eircode).toHaveAttribute('placeholder', 'D02 X285');
    await eircode.fill('12345');
    await page.getByLabel('Street').fill('Grafton Street');
    await page.getByLabel('House number').fill('12');
    await page.getByLabel('Address line 2 (optional)').fill('Apartment 4');
    await page.getByRole('combobox', { name: 'City' }).fill('Dublin');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Eircode should be in the correct format')).toBeVisible();
    await eircode.fill('d02x285');
    await choosePayment(page, /Credit or debit card/);
    await pay(page);
    await payOnCardPage(page, TEST_CARDS.approved);
    await expectConfirmation({ page, visits });
    // The address as Ireland writes it (the Eircode with its space, however it was typed), and the card's packing.
    await expect(page.locator('address').getByText('12 Grafton Street')).toBeVisible();
    await expect(page.locator('address').getByText('Apartment 4')).toBeVisible();
    await expect(page.locator('address').getByText('Dublin D02 X285')).toBeVisible();
    await expect(page.getByText('Gift packing: Gift box')).toBeVisible();
  });

  test('a business customer pays by invoice', async ({ page, visits }) => {
    const email = shopperEmail('business');
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email, true);
    await page.getByRole('button', { name: /^Send .* to me$/ }).click();
    await choosePayment(page, /Invoice/);
    await pay(page);
    // An invoice is paid by transfer: the order waits for the money, and no gift card goes out before it is in.
    await visits.arrive(EN.processPath, page.getByRole('heading', { level: 1, name: 'Awaiting your payment' }));
    for (const term of ['IBAN', 'Payment reference', 'Pay before']) await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    const order = new URL(page.url()).searchParams.get('order') ?? '';
    // The order's page, too, waits for the money with the transfer details: no thanks, no confirmation said to be sent.
    await visits.open('GCSIE', `/checkout/${order}/`, page.getByRole('heading', { level: 1, name: 'Awaiting your payment' }));
    await expect(page.getByText(/Byrne Events Ltd/)).toBeVisible();
    for (const term of ['IBAN', 'Payment reference']) await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(page.getByText(/We have sent a confirmation/)).toHaveCount(0);
  });

  test('private customers are not offered invoice', async ({ page, visits }) => {
    const email = shopperEmail('private');
    await addCard({ page, visits }, DIGITAL);
    await startCheckout({ page, visits }, email);
    await fillYourData(page, email);
    await page.getByRole('button', { name: /^Send .* to me$/ }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('radio', { name: /Invoice/ })).toHaveCount(0);
  });
});

test.describe('bestellen (GCSNL)', () => {
  test('iDEAL op de Nederlandse paden', async ({ page, visits }) => {
    const email = shopperEmail('ideal');
    await visits.open('GCSNL', '/cadeaubonnen/eetcafe-harbour-house/', page.getByRole('heading', { level: 1, name: 'Eetcafé Harbour House' }));
    await page.getByRole('radio', { name: /€ 25/ }).first().check();
    await page.getByRole('button', { name: /winkelmandje/i }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Toegevoegd aan je winkelmandje.' })).toBeVisible();
    await visits.open('GCSNL', '/winkelmandje/', page.getByRole('heading', { level: 1, name: 'Je winkelmandje' }));
    await page.getByRole('link', { name: 'Verder naar bestellen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mailadres').fill(email);
    await solveCaptcha(dialog);
    await dialog.getByRole('button', { name: 'Verder', exact: true }).click();
    await visits.arrive(/\/bestellen\/$/, page.getByRole('heading', { level: 2, name: 'Jouw gegevens', exact: true }));
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('Herhaal e-mailadres').fill(email);
    await page.getByLabel('Telefoonnummer').fill('612345678');
    await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await page.getByRole('button', { name: 'Verder naar verzending' }).click();
    // The step in the address is in Dutch, as the paths are.
    await expect(page).toHaveURL(/\/bestellen\/\?stap=verzending$/);
    await page.getByRole('button', { name: /^Stuur .* naar mij$/ }).click();
    await page.getByRole('button', { name: 'Verder naar betalen' }).click();
    await expect(page).toHaveURL(/\/bestellen\/\?stap=betaling$/);
    await page.getByRole('radio', { name: /iDEAL/ }).check();
    const banks = page.getByRole('dialog', { name: 'Kies je bank' });
    await expect(banks).toBeVisible();
    await visits.checkAccessibility('bank choice open');
    await banks.getByRole('radio').first().check();
    await banks.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('button', { name: /^Betaal / }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await visits.arrive(/\/bestellen\/[0-9a-f-]{36}\/$/, page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' }));
  });
});
