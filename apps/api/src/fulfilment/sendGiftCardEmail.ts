import { findPackageForGiftCardMail, listUnsentPackageCards, markCardsEmailed, replacePinHashes, type ShopDatabase } from '@shop/db';
import { sameEmail } from '@shop/validation';
import { PermanentJobError } from '../jobs/index.ts';
import { composeGiftCardMail, MailDeliveryError, senderFor } from '../mail/index.ts';
import { brandOf, type FulfilmentContext } from './context.ts';
import { mailSettingFor, placedCustomer, screenUrl, senderName } from './mailSetting.ts';
import { drawPin, hashPin } from './pin.ts';

/**
 * Sends a digital package's cards to its receiver, one e-mail listing every card of the package.
 *
 * The PIN exists in plain text only in this function and the e-mail: a fresh PIN is drawn per card, its hash
 * replaces the stored one, and only then is the e-mail sent and the cards marked as e-mailed. If the process
 * dies after sending but before marking, the next run draws new PINs and sends again: the receiver gets a
 * second e-mail and the PINs of the first stop working. We accept that duplicate over the alternatives, which
 * either keep a PIN somewhere besides the e-mail or risk a card whose PIN nobody was ever told.
 */
export async function sendGiftCardEmail(db: ShopDatabase, context: FulfilmentContext, storeId: number, packageId: number): Promise<number> {
  const brand = brandOf(context, storeId);
  const pkg = await findPackageForGiftCardMail(db, storeId, packageId);
  if (!pkg) throw new PermanentJobError('package does not exist');
  if (!pkg.receiverEmail || !pkg.receiverName) throw new PermanentJobError('package has no receiver');
  const cards = await listUnsentPackageCards(db, storeId, packageId);
  if (cards.length === 0) return 0;
  if (!context.mailer.enabled) throw new MailDeliveryError('mail is off: SMTP_URL is not set');

  const pins = new Map<number, string>();
  const hashes: { cardId: number; pinHash: string }[] = [];
  for (const card of cards) {
    const pin = drawPin();
    pins.set(card.id, pin);
    hashes.push({ cardId: card.id, pinHash: await hashPin(pin) });
  }
  const replaced = new Set(await db.transaction((tx) => replacePinHashes(tx, storeId, hashes)));
  // Cards another run e-mailed meanwhile keep the PIN that run sent.
  const cardsToSend = cards.filter((card) => replaced.has(card.id));
  if (cardsToSend.length === 0) return 0;

  const buyer = placedCustomer.parse(pkg.customer);
  const mail = await composeGiftCardMail({
    setting: mailSettingFor(context, brand, pkg.language, pkg.storefrontOrigin),
    receiverName: pkg.receiverName,
    senderName: senderName(buyer),
    ownOrder: sameEmail(pkg.receiverEmail, buyer.email),
    personalMessage: pkg.personalMessage,
    designName: pkg.designName,
    cardTitle: pkg.cardTitle,
    cards: cardsToSend.map((card) => ({ number: card.number, pin: pins.get(card.id) ?? '', valueMinor: card.valueMinor, expiresAt: card.expiresAt })),
    activateUrl: cardsToSend.some((card) => card.kind === 'CHOICE') ? screenUrl(context, brand, pkg.language, 'activate', { placedOn: pkg.storefrontOrigin }) : null,
  });
  await context.mailer.send({ from: senderFor(brand), to: pkg.receiverEmail, ...mail });
  await markCardsEmailed(db, storeId, cardsToSend.map((card) => card.id));
  return cardsToSend.length;
}
