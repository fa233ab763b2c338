'use client';

import { Button } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { dismissBanner, isBannerDismissed } from './banner-dismissal.ts';
import { countryName, defaultLanguageOf, storeHomeUrl, type StoreChoice } from './countries.ts';
import { fetchIpCountry } from './ip-country.ts';
import { loadStoreChoices, type LoadStoreChoices } from './store-choices-source.ts';
import { OnDemandTexts } from '../../i18n/OnDemandTexts.tsx';
import * as styles from './StoreSwitcher.css.ts';

export interface IpStoreBannerProps {
  readonly storeCountry: string;
  /** The family's stores, fetched once the visitor's country is known to be another; the storefront's route by default. */
  readonly loadChoices?: LoadStoreChoices;
  readonly locale: string;
  readonly productPlural: string;
  /** Looks up the visitor's country; the storefront asks its /api/ip route. */
  readonly lookupCountry?: () => Promise<string | null>;
}

/**
 * Spec §4: suggests the store of the visitor's country when it is known, is not this store's
 * and the banner was not closed in the last 2 days.
 */
export function IpStoreBanner({
  storeCountry, locale, productPlural, lookupCountry = fetchIpCountry, loadChoices = loadStoreChoices,
}: IpStoreBannerProps) {
  const [suggestion, setSuggestion] = useState<StoreChoice | null>(null);

  useEffect(() => {
    if (isBannerDismissed()) return;
    let current = true;
    void lookupCountry().then(async (country) => {
      if (!current || country === null || country === storeCountry) return;
      const choices = await loadChoices().catch((): readonly StoreChoice[] => []);
      if (current) setSuggestion(choices.find((choice) => choice.country === country) ?? null);
    });
    return () => {
      current = false;
    };
  }, [loadChoices, lookupCountry, storeCountry]);

  if (!suggestion) return null;
  return (
    <OnDemandTexts set="storeSwitcher">
      <SuggestedStore suggestion={suggestion} locale={locale} productPlural={productPlural} onClose={() => setSuggestion(null)} />
    </OnDemandTexts>
  );
}

interface SuggestedStoreProps {
  readonly suggestion: StoreChoice;
  readonly locale: string;
  readonly productPlural: string;
  readonly onClose: () => void;
}

function SuggestedStore({ suggestion, locale, productPlural, onClose }: SuggestedStoreProps) {
  const intl = useIntl();
  const country = countryName(suggestion.country, locale);
  const language = defaultLanguageOf(suggestion);
  const url = language ? storeHomeUrl(suggestion, language) : suggestion.url;

  return (
    <section className={styles.banner} aria-label={intl.formatMessage({ id: 'storeSwitcher.banner.label' })}>
      <div className={styles.bannerInner}>
        <p className={styles.bannerText}>{intl.formatMessage({ id: 'storeSwitcher.banner.text' }, { country, product: productPlural })}</p>
        <div className={styles.bannerActions}>
          <Button href={url} size="sm">
            {intl.formatMessage({ id: 'storeSwitcher.banner.continue' }, { country })}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              dismissBanner();
              onClose();
            }}
          >
            {intl.formatMessage({ id: 'storeSwitcher.banner.close' })}
          </Button>
        </div>
      </div>
    </section>
  );
}
