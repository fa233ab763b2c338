import type { ReactNode } from 'react';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Account.css.ts';

/** The tabs of the account area (spec §2: Overview, Orders, Details; and the address book). */
export const ACCOUNT_TABS = [
  { screen: 'accountOverview', label: 'account.nav.overview' },
  { screen: 'accountOrders', label: 'account.nav.orders' },
  { screen: 'accountData', label: 'account.nav.data' },
  { screen: 'accountAddressBook', label: 'account.nav.addressBook' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['screen'];

export interface AccountAreaProps {
  readonly lang: string;
  readonly current: AccountTab;
  readonly heading: string;
  readonly children: ReactNode;
}

/** The frame every account page shares: its heading and the area's navigation, the current tab marked. */
export function AccountArea({ lang, current, heading, children }: AccountAreaProps) {
  const intl = getIntl(requireStoreLanguage(lang).locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <nav aria-label={t(intl, 'account.nav.label')}>
        <ul className={styles.tabs}>
          {ACCOUNT_TABS.map((tab) => (
            <li key={tab.screen}>
              <a className={styles.tab} href={href(lang, tab.screen)} aria-current={tab.screen === current ? 'page' : undefined}>
                {t(intl, tab.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
