import { NextDoublerDrawDocument } from '@shop/graphql/operations';
import type { Metadata } from 'next';
import { serverQuery } from '../../data/server.ts';
import { productWord } from '../../i18n/product-word.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import { buildMetadata } from '../../seo/metadata.ts';
import { cardNumberPrefixes } from '../balance/card-prefixes.ts';
import { drawDateText } from './draw-date.ts';
import * as styles from './Doubler.css.ts';
import { DoublerForm } from './DoublerForm.tsx';

export function doublerMetadata(lang: string): Metadata {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return buildMetadata({ lang, location: { kind: 'screen', screen: 'doubler' }, title: t(intl, 'doubler.title'), description: t(intl, 'doubler.metaDescription') });
}

/**
 * The balance doubler (`/doubler/`): what the monthly draw is, when the next one is held, the entry form and the draw's
 * conditions. The same page for every visitor, served from the cache; the entry goes through the form's action.
 */
export async function DoublerScreen({ lang }: { readonly lang: string }) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  const product = productWord(lang).singular;
  const [{ nextDoublerDraw }, prefixes] = await Promise.all([serverQuery(lang, NextDoublerDrawDocument, {}), cardNumberPrefixes(lang)]);
  return (
    <section className={styles.page} aria-labelledby="doubler-title">
      <h1 id="doubler-title" className={styles.heading}>
        {t(intl, 'doubler.title')}
      </h1>
      <p className={styles.text}>{t(intl, 'doubler.intro', { product })}</p>
      {nextDoublerDraw.draw && <p className={styles.drawNotice}>{t(intl, 'doubler.nextDraw', { date: drawDateText(intl, nextDoublerDraw.draw.drawDate) })}</p>}
      <h2 id="doubler-form-title" className={styles.subheading}>
        {t(intl, 'doubler.form.submit')}
      </h2>
      <DoublerForm lang={lang} prefixes={prefixes} captchaUrl={`/api/captcha/?lang=${lang}`} />
      <section aria-labelledby="doubler-conditions" className={styles.block}>
        <h2 id="doubler-conditions" className={styles.subheading}>
          {t(intl, 'doubler.conditions.heading')}
        </h2>
        <ul className={styles.list}>
          <li>{t(intl, 'doubler.conditions.eligible', { product })}</li>
          <li>{t(intl, 'doubler.conditions.draw')}</li>
          <li>{t(intl, 'doubler.conditions.prize')}</li>
          <li>{t(intl, 'doubler.conditions.spent')}</li>
        </ul>
      </section>
    </section>
  );
}
