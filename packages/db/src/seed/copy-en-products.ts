import type { CategoryKey } from './categories.ts';
import { pickWording, type GiftCardFacts } from './store-facts.ts';

type Opening = (title: string) => string;

/**
 * Each category's openings name the place with a preposition ('at', 'from'), never with an article, so titles that
 * start with 'The' or a vowel read correctly. Neighbouring cards of a category take different openings.
 */
const openings: Readonly<Record<CategoryKey, readonly [Opening, ...Opening[]]>> = {
  restaurants: [
    (title) => `A table for two at ${title}: seasonal dishes, a good glass of wine and nobody has to do the washing-up.`,
    (title) => `Treat someone to lunch or dinner at ${title}, where the kitchen cooks with local produce.`,
    (title) => `Give an evening out at ${title}. The recipient picks the day, the menu and the company.`,
  ],
  fashion: [
    (title) => `New season, new favourite piece: this card is spent on clothing and accessories at ${title}.`,
    (title) => `Let them choose their own style at ${title}, from everyday basics to something for a special occasion.`,
    (title) => `Clothes are hard to buy for someone else. A gift card from ${title} lets them find the right fit themselves.`,
  ],
  experiences: [
    (title) => `Give a day to remember with ${title}: an experience instead of one more thing on the shelf.`,
    (title) => `An adventure to share: the recipient books an outing with ${title} on a date that suits them.`,
    (title) => `For someone who would rather collect memories than things, an outing with ${title}.`,
  ],
  wellness: [
    (title) => `Time to unwind at ${title}, with treatments, massages and a moment of calm.`,
    (title) => `Pamper someone with a visit to ${title}: they choose the treatment that feels right.`,
    (title) => `Rest and a little luxury at ${title}, a gift that says: take some time for yourself.`,
  ],
  entertainment: [
    (title) => `A night out at ${title}: the recipient picks the date and the show.`,
    (title) => `For film lovers, game fans and everyone who likes a good evening out, a card for ${title}.`,
    (title) => `Share an evening of fun at ${title}, on their own or with friends.`,
  ],
  books: [
    (title) => `For readers and listeners: a card for ${title}, spent on new books, albums or that long-awaited box set.`,
    (title) => `Let them browse the shelves at ${title} and take home the story or record they have been hoping for.`,
    (title) => `Nothing is more personal than a book or a record chosen yourself, at ${title}.`,
  ],
  home: [
    (title) => `Make a house a home with a card for ${title}: furniture, decoration and everything for the garden.`,
    (title) => `For a new home, a fresh start or a garden in bloom, a card for ${title}.`,
    (title) => `They choose what suits their home at ${title}, from a new lamp to plants for the balcony.`,
  ],
  sport: [
    (title) => `Gear, lessons or a new pair of shoes: this card is spent at ${title}.`,
    (title) => `For someone who loves to move, a card for ${title} to help them reach their next goal.`,
    (title) => `Give some extra energy with a card for ${title}, for beginners and seasoned athletes alike.`,
  ],
  travel: [
    (title) => `A night away at ${title}: a comfortable room, a good breakfast and time to explore.`,
    (title) => `Give a short break with ${title}. The recipient books the dates that suit them.`,
    (title) => `For someone who deserves a change of scenery, a stay with ${title}.`,
  ],
  kids: [
    (title) => `Toys, games and a lot of fun: children choose their own present at ${title}.`,
    (title) => `A card for ${title}, so young explorers can pick what makes them happy.`,
    (title) => `Birthdays, good school reports or just because: a treat from ${title}.`,
  ],
  food: [
    (title) => `Something delicious from ${title}: fresh from the oven, handmade and hard to resist.`,
    (title) => `For food lovers with a sweet or a savoury tooth, a card for ${title}.`,
    (title) => `Let them taste the best of ${title}, to enjoy themselves or to share.`,
  ],
  tech: [
    (title) => `From headphones to a new game: this card is spent at ${title}.`,
    (title) => `For gamers and gadget lovers, a card for ${title} so they choose the latest themselves.`,
    (title) => `Upgrade someone's setup with a card for ${title}, for accessories, games and devices.`,
  ],
};

const closings: Readonly<Record<CategoryKey, string>> = {
  restaurants: 'Reserve a table in advance and mention the gift card when you book.',
  fashion: 'Spend it in the shop or online, in one go or over several visits.',
  experiences: 'The recipient books the date directly with the organiser.',
  wellness: 'Book the treatment in advance and mention the gift card.',
  entertainment: 'Spend it at the box office or online.',
  books: 'Spend it in the shop or online, in one go or over several visits.',
  home: 'Spend it in the shop or online, in one go or over several visits.',
  sport: 'Spend it in the shop or online, in one go or over several visits.',
  travel: 'Book the stay directly with the hotel, subject to availability.',
  kids: 'Spend it in the shop or online, in one go or over several visits.',
  food: 'Spend it in the shop or online, in one go or over several visits.',
  tech: 'Spend it in the shop or online, in one go or over several visits.',
};

function delivery({ variations }: GiftCardFacts): string {
  const [main, other] = variations;
  if (main === 'digital' && !other) return 'The gift card arrives by e-mail within 1 hour, ready to print or to show on a phone.';
  if (main === 'digital') return 'Send the gift card by e-mail within 1 hour, or as a card by post in 1–3 working days.';
  if (!other) return 'The gift card comes by post in 1–3 working days; ordered on a working day before 17:00, it ships the same day.';
  return 'The gift card comes by post in 1–3 working days (ordered on a working day before 17:00, it ships the same day), or by e-mail within 1 hour.';
}

export function describeGiftCardInEnglish(card: GiftCardFacts): string {
  const opening = pickWording(openings[card.category], card.variant);
  return `${opening(card.title)} ${delivery(card)} ${closings[card.category]}`;
}

export const englishSpecialProducts = {
  choiceCard: {
    title: 'All-in-1 Choice Gift Card',
    description:
      'Not sure what they like? With the All-in-1 Choice gift card the recipient chooses from more than 150 gift cards: restaurants, fashion, wellness, days out and more. Activate it with its 19-digit card number and exchange it for one or more cards. It arrives by e-mail within 1 hour or by post in 1–3 working days.',
  },
  blankPack: {
    title: 'Empty Gift Cards (set of 3)',
    description:
      'Three empty gift cards with envelopes, sold as a set of 3, to fill in yourself. Write your own amount and message, for a raffle, a team or a last-minute present. Sent by post in 1–3 working days.',
  },
  donations: [
    {
      title: 'Donation to the Children\'s Hospital Fund',
      description:
        'Give a donation instead of a gift card. The whole amount goes to the Children\'s Hospital Fund, which makes a stay in hospital a little easier for children and their parents. The recipient gets an e-mail within 1 hour saying a donation was made in their name.',
    },
    {
      title: 'Donation for clean oceans',
      description:
        'Support beach and ocean clean-ups with a donation in someone\'s name. The whole amount goes to the clean-up teams; the recipient gets an e-mail within 1 hour telling them about your gift.',
    },
  ],
  apple: {
    title: 'Apple Gift Card',
    /** `limit`: Apple's limit per order, formatted in the store's currency ('€500'). */
    description: (limit: string) =>
      `One card for everything Apple: apps, games, music, films, iCloud storage and Apple products. It arrives by e-mail within 1 hour or by post in 1–3 working days. Apple allows at most ${limit} of Apple gift cards per order.`,
  },
  wine: {
    title: 'Wine Gift Box Gift Card',
    description:
      'A gift card for a box of fine wines, chosen by the recipient from reds, whites and bubbles. Because it contains wine, it is always sent by registered post and handed over against a signature, to someone aged 18 or over.',
  },
} as const;
