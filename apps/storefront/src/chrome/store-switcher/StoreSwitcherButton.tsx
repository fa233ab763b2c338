'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GlobeIcon } from '../icons/icons.tsx';
import { countryName, languageName } from './countries.ts';
import * as styles from './StoreSwitcher.css.ts';
import { StoreSwitcherModal, type StoreSwitcherModalProps } from './StoreSwitcherModal.tsx';

export type StoreSwitcherButtonProps = Omit<StoreSwitcherModalProps, 'open' | 'onClose'>;

/** The header's country and language button; opens the store switcher. */
export function StoreSwitcherButton(props: StoreSwitcherButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const country = countryName(props.currentCountry, props.locale);
  const language = languageName(props.currentLanguage, props.locale);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: 'chrome.header.storeSwitcher' }, { country, language })}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span className={styles.triggerText} aria-hidden="true">
          {props.currentCountry} · {props.currentLanguage.toUpperCase()}
        </span>
      </button>
      <StoreSwitcherModal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
