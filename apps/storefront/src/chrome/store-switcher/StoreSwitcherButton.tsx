'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Messages } from '../../i18n/IntlProvider.tsx';
import { OnDemandTexts } from '../../i18n/OnDemandTexts.tsx';
import { holdsTexts, loadTexts } from '../../i18n/texts-on-demand.ts';
import { GlobeIcon } from '../icons/icons.tsx';
import { countryName, languageName, type StoreChoice } from './countries.ts';
import { loadStoreChoices, type LoadStoreChoices } from './store-choices-source.ts';
import * as styles from './StoreSwitcher.css.ts';
import type { StoreSwitcherModalProps } from './StoreSwitcherModal.tsx';

// The modal and its form library load on the first click, not with every page.
const StoreSwitcherModal = dynamic(() => import('./StoreSwitcherModal.tsx').then((module) => module.StoreSwitcherModal), { ssr: false });

export interface StoreSwitcherButtonProps extends Omit<StoreSwitcherModalProps, 'open' | 'onClose' | 'choices'> {
  /** The family's stores, fetched on the first click; the storefront's route unless a story or test gives another. */
  readonly loadChoices?: LoadStoreChoices;
}

/** The header's country and language button; opens the store switcher. */
export function StoreSwitcherButton({ loadChoices = loadStoreChoices, ...props }: StoreSwitcherButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing it can hand focus back to the button.
  const [opened, setOpened] = useState(false);
  const [choices, setChoices] = useState<readonly StoreChoice[] | null>(null);
  const textsHeld = holdsTexts('storeSwitcher', intl.messages as Messages);
  useEffect(() => {
    if (!opened || choices) return;
    // The form's texts come alongside the stores, not after them (OnDemandTexts below finds them on their way).
    if (!textsHeld) loadTexts('storeSwitcher', props.locale).catch(() => undefined);
    let current = true;
    loadChoices().then(
      (loaded) => {
        if (current) setChoices(loaded);
      },
      () => {
        // Unreachable right now: the button stays, and the next click asks again.
        if (!current) return;
        setOpened(false);
        setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [opened, choices, loadChoices, textsHeld, props.locale]);
  const country = countryName(props.currentCountry, props.locale);
  const language = languageName(props.currentLanguage, props.locale);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-busy={opened && !choices}
        aria-label={intl.formatMessage({ id: 'chrome.header.storeSwitcher' }, { country, language })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span className={styles.triggerText} aria-hidden="true">
          {props.currentCountry} · {props.currentLanguage.toUpperCase()}
        </span>
      </button>
      {opened && choices && (
        <OnDemandTexts set="storeSwitcher">
          <StoreSwitcherModal {...props} choices={choices} open={open} onClose={() => setOpen(false)} />
        </OnDemandTexts>
      )}
    </>
  );
}
