import { formatMoney } from '@shop/money';
import { Button } from '@shop/ui';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ArrivalHeading } from '../../forms/ArrivalHeading.tsx';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';
import { markPageNotFound } from '../not-found/page-status.ts';
import { drawDateText } from './draw-date.ts';
import * as styles from './Doubler.css.ts';
import { loadDoublerEntry } from './load-doubler-entry.ts';
import { thankYouHref, thankYouSlug } from './thank-you-href.ts';

/** One holder's entry: never indexed. Titled as what it shows: the entry, or that there is none. */
export async function doublerThankYouMetadata(lang: string, product: string, uuid: string | null): Promise<Metadata> {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const found = (await loadDoublerEntry(lang, uuid)) !== null;
  const title = t(intl, found ? 'doubler.thankYou.metaTitle' : 'doubler.thankYou.notFound.heading');
  return {
    ...buildMetadata({ lang, location: { kind: 'screen', screen: 'doublerThankYou', params: { product } }, title }),
    robots: { index: false, follow: false },
  };
}

/**
 * `/doubler/thank-you/{product}/?entry=…`: the card is in the draw. Says which card, which draw and where the news
 * goes; once the draw was held, whether the card won and what was added to it.
 */
export async function DoublerThankYouScreen({ lang, product, entry: uuid }: { readonly lang: string; readonly product: string; readonly entry: string | null }) {
  const { locale } = requireStoreLanguage(lang);
  const intl = getIntl(locale);
  const entry = await loadDoublerEntry(lang, uuid);
  // The page is named after the entry's card: under another product's name, it moves to its own.
  if (entry && product !== thankYouSlug(lang, entry)) permanentRedirect(thankYouHref(lang, entry));
  if (!entry) {
    // A link to an entry that does not exist answers 404, with this page's own way back to the draw.
    markPageNotFound();
    return (
      <section className={styles.page} aria-labelledby="doubler-not-found">
        <h1 id="doubler-not-found" className={styles.heading}>
          {t(intl, 'doubler.thankYou.notFound.heading')}
        </h1>
        <p className={styles.text}>{t(intl, 'doubler.thankYou.notFound.text')}</p>
        <div className={styles.actions}>
          <Button href={href(lang, 'doubler')} variant="primary">
            {t(intl, 'doubler.title')}
          </Button>
        </div>
      </section>
    );
  }
  const date = drawDateText(intl, entry.drawDate);
  const outcome = entry.outcome;
  return (
    <section className={styles.page} aria-labelledby="doubler-thank-you-title">
      {/* The entry form leads here: focus moves to the outcome, as the balance check's and the quote's results take it. */}
      <ArrivalHeading id="doubler-thank-you-title" className={styles.heading}>
        {t(intl, 'doubler.thankYou.heading')}
      </ArrivalHeading>
      <p className={styles.text}>{t(intl, 'doubler.thankYou.text', { digits: entry.lastDigits, date, email: entry.email })}</p>
      <dl className={styles.facts}>
        {entry.product && (
          <>
            <dt className={styles.factLabel}>{t(intl, 'doubler.thankYou.card')}</dt>
            <dd className={styles.factValue}>{entry.product.title}</dd>
          </>
        )}
        <dt className={styles.factLabel}>{t(intl, 'doubler.thankYou.drawDate')}</dt>
        <dd className={styles.factValue}>{date}</dd>
      </dl>
      {outcome && (
        <p className={styles.drawNotice}>
          {outcome.won && outcome.prize
            ? t(intl, 'doubler.thankYou.won', { date, prize: formatMoney({ ...outcome.prize, locale }) })
            : t(intl, 'doubler.thankYou.notWon', { date })}
        </p>
      )}
      <div className={styles.actions}>
        <Button href={href(lang, 'redeemStart')} variant="primary">
          {t(intl, 'doubler.thankYou.checkBalance')}
        </Button>
        <Button href={href(lang, 'doubler')} variant="secondary">
          {t(intl, 'doubler.thankYou.another')}
        </Button>
      </div>
    </section>
  );
}
