import type { InformationPageKey } from './language-pack.ts';
import type { StoreFacts } from './store-facts.ts';
import type { SeedBusinessHours } from './stores.ts';

const DAY_NAMES: Readonly<Record<string, string>> = {
  Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday',
};

/** 'Mo-Fr' → 'Monday to Friday', 'Sa,Su' → 'Saturday and Sunday'. */
function dayRange(days: string): string {
  const name = (day: string) => DAY_NAMES[day] ?? day;
  if (days.includes('-')) return days.split('-').map(name).join(' to ');
  return days.split(',').map(name).join(' and ');
}

/** '17:30' as the United States writes it on the storefront ('5:30 PM', '9:00 AM'); elsewhere as given. */
function clockTime(time: string, locale: string): string {
  if (locale.toLowerCase() !== 'en-us') return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function englishHours(hours: readonly SeedBusinessHours[], locale: string): string {
  return hours.map(({ days, opens, closes }) => `${dayRange(days)}, ${clockTime(opens, locale)}–${clockTime(closes, locale)}`).join('; ');
}

/** Where English-speaking shoppers complain about how their data is handled, after 'complain to'. */
function dataProtectionAuthority(country: string): string {
  const named: Readonly<Record<string, string>> = {
    IE: 'the Data Protection Commission',
    GB: 'the Information Commissioner\'s Office (ICO)',
    AU: 'the Office of the Australian Information Commissioner (OAIC)',
    NZ: 'the Office of the Privacy Commissioner',
    CA: 'the Office of the Privacy Commissioner of Canada',
  };
  return named[country] ?? 'the authority that oversees data protection where you live';
}

/**
 * The law the terms are under, named for a country with one law for the whole of it ('Irish law applies.'); where the
 * law differs within the country (a state, a province, England or Scotland), the company's seat decides.
 */
function governingLaw(country: string, legalName: string): string {
  const named: Readonly<Record<string, string>> = {
    IE: 'Irish law applies.',
    NZ: 'New Zealand law applies.',
    AE: 'The law of the United Arab Emirates applies.',
  };
  return named[country] ?? `The law of the place where ${legalName} has its registered office applies.`;
}

const pages: Readonly<Record<InformationPageKey, (facts: StoreFacts) => string>> = {
  contact: ({ shopName, organization, addressLines, locale }) => `Questions about an order, a gift card or a delivery? The ${shopName} customer service team is happy to help.

## Customer service
E-mail: ${organization.email}
Phone: ${organization.phone}
Opening hours: ${englishHours(organization.businessHours, locale)} (closed on public holidays)

## What to have ready
Please mention your order number (it is in the order confirmation e-mail) and the e-mail address you ordered with. For a question about a gift card, keep the card number at hand. That way we can find your order straight away.

## Response times
We answer e-mails within one working day, usually much sooner. On the phone we help you right away during opening hours. Questions about using a gift card in a shop or restaurant are best asked there: they can see the balance at the till.

## Postal address
${addressLines.join('\n')}`,

  delivery: ({ shopName, productWord, registeredThreshold }) => `${shopName} sends digital ${productWord} by e-mail and physical ${productWord} by post. Here is when your order arrives.

## Digital gift cards
Digital ${productWord} are sent by e-mail within 1 hour of payment, day and night. The recipient can print the card or show it on a phone.

## Physical gift cards
Physical ${productWord} are delivered by post in 1–3 working days. Orders paid on a working day before 17:00 are dispatched the same day. Letterbox deliveries arrive on the next delivery day; if a card has not arrived after 5 working days, let us know and we will look into it.

## Registered post
Orders worth more than ${registeredThreshold}, and every order with wine, are sent by registered post. The parcel is handed over against a signature, so someone needs to be at home; wine is only handed to someone aged 18 or over.

## Tracking your order
As soon as your order is on its way, you receive an e-mail. Registered parcels come with a track-and-trace link.`,

  'cancelation-policy': ({ shopName, productWord, organization }) => `Changed your mind? This is how cancelling an order at ${shopName} works.

## Before dispatch
You can cancel an order free of charge as long as it has not been sent. E-mail ${organization.email} with your order number as soon as possible; we refund the full amount within 14 days, to the account you paid with.

## Digital gift cards
Digital ${productWord} are sent within 1 hour and can be used straight away. Once a digital card has been delivered, it cannot be returned, unless it has not been used: then we cancel it and refund you.

## Physical gift cards
You can return unused physical ${productWord} within 14 days of receipt. Send them back in their original packaging to the address on our contact page, with your order number. We refund the value of the cards once we have received and checked them; the return postage is yours.

## Used or activated cards
Cards that have been (partly) spent cannot be cancelled. Service and packaging fees are refunded only when the whole order is cancelled before dispatch.`,

  'terms-conditions': ({ shopName, productWord, organization, addressLines }) => `These terms apply to every order placed at ${shopName}, run by ${organization.legalName}. By ordering, you accept them.

## Who we are
${addressLines.join(', ')}. E-mail: ${organization.email}, phone: ${organization.phone}.

## Orders and payment
Your order is confirmed once payment has been received. Prices are shown including any service and packaging fees before you pay. Gift cards themselves carry no VAT; fees and extras such as gift packaging include VAT.

## Using a gift card
${shopName} sells ${productWord} on behalf of the shops, restaurants and organisers that accept them. The card is spent with them, under their own conditions; the validity date is printed on every card. A card can be used in one go or in parts, until its balance is spent. Lost or stolen cards cannot be replaced unless they have not been used yet and you still have the card number.

## Delivery
Digital cards are sent within 1 hour, physical cards in 1–3 working days. The delivery page explains the details, including when we send by registered post.

## Liability
We are responsible for delivering a working gift card. What the shop, restaurant or organiser provides is their responsibility. If a partner closes before a card has been spent, contact us and we will look for a solution together.

## Complaints
Let us know within 2 months of finding a problem, at ${organization.email}. We reply within 14 days. ${governingLaw(organization.address.country, organization.legalName)}`,

  cookies: ({ shopName }) => `${shopName} uses cookies: small files that your browser stores when you visit the shop. We only place the cookies the shop needs to work.

## Necessary cookies
These remember your basket (for 30 days), the language you chose (for a year) and that you are logged in (until you log out). While you check out or log in, they also hold what that step needs for at most 2 hours, such as the e-mail address you entered and a key that stops an order from being paid twice. They do not need consent and contain no more than required.

## Other data in your browser
The shop also keeps a few things in your browser's storage, such as the language you chose, whether you closed the country banner and, when you arrive through an advertisement or a partner's link, that link's reference, so we know where an order came from.

## No analytics or advertising cookies
We do not place analytics or advertising cookies, and no advertising partner places cookies through the shop.

## Removing cookies
The shop has no cookie settings of its own: you manage cookies in your browser. In its settings, usually under privacy or site data, you can see and delete the cookies and stored data of ${shopName}, or block them. If you delete them, you are logged out and a basket you filled without logging in is emptied; if you block them, the basket and logging in do not work.`,

  'cookies-privacy-statement': ({ shopName, organization }) => `${organization.legalName} runs ${shopName} and is responsible for the personal data you share with us. This statement explains what we collect and why.

## What we collect
Your name, e-mail address and, for physical cards, the delivery address; the recipient's name and e-mail address; and your order and payment details. The shop does not record how you use it.

## Why we use it
To deliver your order, to send the gift cards to the right person, to help you when you contact customer service, to prevent fraud, and to meet our legal obligations such as keeping invoices. We only send newsletters when you have asked for them.

## How long we keep it
Order data is kept for 7 years because the tax rules require it. An account is kept until you delete it; cookie data for at most 13 months.

## Sharing
We share data only with the parties that help us deliver your order: payment providers, the postal service and the partner where the gift card is spent. We never sell your data.

## Your rights
You may see, correct or delete your data, and object to its use. E-mail ${organization.email} and we respond within one month. If you are not satisfied with our answer, you can complain to ${dataProtectionAuthority(organization.address.country)}.

## Cookies
The cookies page explains which cookies we use and how you can remove them.`,
};

export function englishInformationBody(page: InformationPageKey, facts: StoreFacts): string {
  return pages[page](facts);
}
