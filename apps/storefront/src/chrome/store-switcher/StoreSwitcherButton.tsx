'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GlobeIcon } from '../icons/icons.tsx';
import { countryName, languageName } from './countries.ts';
import * as styles from './StoreSwitcher.css.ts';
import type { StoreSwitcherModalProps } from './StoreSwitcherModal.tsx';

// The modal and its form library load on the first click, not with every page.
const StoreSwitcherModal = dynamic(() => import('./StoreSwitcherModal.tsx').then((module) => module.StoreSwitcherModal), { ssr: false });

export type StoreSwitcherButtonProps = Omit<StoreSwitcherModalProps, 'open' | 'onClose'>;

/** The header's country and language button; opens the store switcher. */
export function StoreSwitcherButton(props: StoreSwitcherButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing it can hand focus back to the button.
  const [opened, setOpened] = useState(false);
  const country = countryName(props.currentCountry, props.locale);
  const language = languageName(props.currentLanguage, props.locale);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
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
      {opened && <StoreSwitcherModal {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
