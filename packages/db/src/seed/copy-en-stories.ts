import type { BlogArticle, GivingMoment } from './language-pack.ts';

export const englishBlogArticles: readonly BlogArticle[] = [
  {
    topic: 'gift-ideas',
    title: '10 last-minute gift ideas',
    slug: 'last-minute-gift-ideas',
    body: ({ shopName, productWord }) => `The party is tonight and you still have nothing? Don't panic. These ten ideas work even when the shops are already closed.

## 1. A dinner out
A restaurant card is never wrong: everybody eats, and a table for two is a present and an evening out at once.

## 2. A spa afternoon
For the friend who never takes a break. A massage or a day at the spa gives time, the rarest present of all.

## 3. A day out
Kayaking, an escape room, a balloon ride: experiences are remembered long after the wrapping paper is gone.

## 4. Cinema or theatre
Add a handwritten note with the film or show you want to see together.

## 5. Books and music
For readers, a card from their favourite bookshop lets them choose the next book themselves.

## 6 to 10. Let them choose
Not sure? The All-in-1 Choice gift card lets the recipient pick from more than 150 ${productWord}. At ${shopName}, digital cards arrive by e-mail within 1 hour, so even a gift ordered on the way to the party arrives on time. Add a digital wrapper and a personal message, and nobody will know you were late.`,
  },
  {
    topic: 'choice-card',
    title: 'How the All-in-1 Choice gift card works',
    slug: 'how-the-choice-gift-card-works',
    body: ({ shopName, productWord }) => `The All-in-1 Choice gift card is the present for people who are hard to buy for. You give an amount; they choose where to spend it.

## Giving it
Choose an amount and send the card by e-mail (within 1 hour) or by post (1–3 working days). Add a personal message or a festive wrapper if you like.

## Choosing
The recipient opens the card's page and activates it with the 19-digit card number. Then they pick one or more of more than 150 ${productWord}: restaurants, fashion, wellness, days out, books and more. They can split the amount over several cards.

## Spending
The chosen cards arrive by e-mail and are spent just like any other ${shopName} gift card. Whatever is left on the choice card stays there until the next time.

## Good to know
Activation can take up to 24 hours. Keep the card number safe: it is the key to the balance.`,
  },
  {
    topic: 'dining',
    title: 'Gift a dinner: how to choose the right restaurant',
    slug: 'gift-a-dinner-choosing-a-restaurant',
    body: ({ productWord }) => `A dinner out is one of the most welcome gifts there is: an evening without cooking, where nobody has to do the washing-up and there is time for each other. Here is how to pick a restaurant the recipient will really enjoy.

## Think of the occasion
An anniversary asks for candlelight, a short menu and a good wine list. A birthday with friends works better at a lively grill or a place with sharing plates, where nobody minds a bit of noise.

## Think of the person
Food lovers enjoy chefs who cook with local produce and seasonal menus that change every few weeks. For someone who likes what they know, a favourite neighbourhood bistro is a safer choice than the newest opening.

## Check the practical side
Is the restaurant easy for them to reach? Does it take bookings, and is it open on the evenings they are free? A restaurant with more than one location gives the recipient more choice.

## Not sure?
Give the All-in-1 Choice gift card: the recipient picks the restaurant themselves, from more than 150 ${productWord}.

## Giving it
Restaurant ${productWord} are sent by e-mail within 1 hour, so they also work as a last-minute present. Remind the recipient to reserve a table and to mention the gift card when they book.`,
    localEdition: {
      country: 'IE',
      title: 'The best restaurants in Dublin to gift a dinner',
      slug: 'best-restaurants-dublin',
      body: ({ productWord }) => `Dublin's food scene has never been better. Here are the kinds of places that make a dinner gift feel special, and what to look for when you choose one.

## For a romantic evening
Candlelight, a short menu and a good wine list: a small bistro in a side street off Grafton Street is hard to beat for an anniversary.

## For food lovers
Chefs cooking with Irish produce from the coast and the farms around the city. Look for seasonal menus that change every few weeks.

## For a group
A lively grill or a bar with sharing plates works best for birthdays with friends. Book ahead at weekends.

## Giving it
Restaurant ${productWord} are sent by e-mail within 1 hour, so they also work as a last-minute present. Remind the recipient to reserve a table and to mention the gift card when they book.`,
    },
  },
];

type MomentCopy = Pick<GivingMoment, 'key' | 'title' | 'heroTitle' | 'slug' | 'body'>;

export const englishGivingMoments: readonly MomentCopy[] = [
  {
    key: 'birthday', title: 'Birthday gift cards', heroTitle: 'Happy birthday! Give a gift card they will love', slug: 'birthday',
    body: ({ productWord }) => `A birthday present that always fits: they choose what they really want. Pick a favourite restaurant, a shop they love or a day out to celebrate another year.

## Right on the day
Digital ${productWord} arrive by e-mail within 1 hour, so even a card ordered on the morning of the birthday is there in time. Add a birthday wrapper and a personal message.`,
  },
  {
    key: 'thank-you', title: 'Thank you gift cards', heroTitle: 'Say thank you with a gift card', slug: 'thank-you',
    body: ({ productWord }) => `For the neighbour who fed the cat, the colleague who stepped in, the teacher at the end of the year: a small gesture says a lot.

## Small and personal
Choose a coffee, a book or a dinner and write a few words of thanks. Many ${productWord} start at a small amount, so a thank-you never feels like too much.`,
  },
  {
    key: 'wedding', title: 'Wedding gift cards', heroTitle: 'The perfect wedding gift', slug: 'wedding',
    body: ({ productWord }) => `Couples often have everything they need for the house. Give them something to do together: a weekend away, a dinner for two or something for their new home.

## From the whole group
Collecting with friends or colleagues? Choose a higher amount or combine several ${productWord} in one gift box, sent by post in 1–3 working days.`,
  },
  {
    key: 'christmas', title: 'Christmas gift cards', heroTitle: 'Christmas gifts for everyone on your list', slug: 'christmas',
    body: ({ productWord }) => `From the cousin you only see at Christmas to the whole team at work: ${productWord} take the stress out of shopping in December.

## Order in time
Physical cards arrive in 1–3 working days; order on a working day before 17:00 and they ship the same day. In the last week before Christmas, digital cards are the safest choice: they arrive by e-mail within 1 hour.`,
  },
  {
    key: 'new-baby', title: 'New baby gift cards', heroTitle: 'Celebrate the new arrival', slug: 'new-baby',
    body: ({ productWord }) => `New parents receive a lot of tiny clothes. A gift card lets them choose what they really need, or gives them a rare evening out once the baby sleeps through.

## Ideas for the new family
Baby and toy shops, a meal delivered at home, or a massage for the new mum: ${productWord} for every need in those first busy weeks.`,
  },
  {
    key: 'retirement', title: 'Retirement gift cards', heroTitle: 'Enjoy your well-earned retirement', slug: 'retirement',
    body: ({ productWord }) => `After years of hard work, finally time for the things there was never time for: travel, the garden, a new hobby.

## A gift from the team
Combine contributions into one card for a trip, a golf course or a garden centre. Business orders of ${productWord} can be paid on invoice.`,
  },
];
