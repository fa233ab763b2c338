import { Button } from '@shop/ui';
import { requireSession } from '../../account/access.ts';
import { loadOrders, loadUser } from '../../account/load.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Account.css.ts';
import { AccountArea } from './AccountArea.tsx';
import { OrderList } from './OrderList.tsx';

const LATEST_ORDERS = 3;

/** `/account/overview/`: a greeting, the latest orders, the profile in short and the ways into the area. */
export async function OverviewScreen({ lang }: { readonly lang: string }) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  const session = await requireSession(lang, 'accountOverview');
  const [user, latest] = await Promise.all([
    loadUser(lang, 'accountOverview', session),
    loadOrders(lang, 'accountOverview', session, 1, LATEST_ORDERS),
  ]);
  const { profile } = user;
  return (
    <AccountArea lang={lang} current="accountOverview" heading={t(intl, 'account.overview.greeting', { firstName: profile.firstName })}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="account-latest-orders">
          <h2 id="account-latest-orders" className={styles.sectionHeading}>
            {t(intl, 'account.overview.latestOrders')}
          </h2>
          {latest.orders.length === 0 ? (
            <p>{t(intl, 'account.orders.empty')}</p>
          ) : (
            <OrderList
              intl={intl}
              locale={language.locale}
              orders={latest.orders}
              detailsHref={(uuid) => hrefWithQuery(lang, 'accountOrders', { order: uuid })}
            />
          )}
          <div className={styles.actions}>
            <Button href={href(lang, latest.orders.length === 0 ? 'home' : 'accountOrders')} variant="secondary">
              {t(intl, latest.orders.length === 0 ? 'account.overview.startShopping' : 'account.overview.allOrders')}
            </Button>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.sectionHeading}>
            {t(intl, 'account.overview.profile')}
          </h2>
          <dl className={styles.details}>
            <dt>{t(intl, 'account.profile.name')}</dt>
            <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
            <dt>{t(intl, 'account.profile.email')}</dt>
            <dd>{profile.email}</dd>
            {profile.phoneNumber && (
              <>
                <dt>{t(intl, 'account.profile.phoneNumber')}</dt>
                <dd>{profile.phoneNumber}</dd>
              </>
            )}
            <dt>{t(intl, 'account.profile.newsletter')}</dt>
            <dd>{t(intl, user.subscribed ? 'account.profile.subscribed' : 'account.profile.notSubscribed')}</dd>
          </dl>
          <div className={styles.actions}>
            <a className={styles.link} href={href(lang, 'accountData')}>
              {t(intl, 'account.overview.editDetails')}
            </a>
            <a className={styles.link} href={href(lang, 'accountAddressBook')}>
              {t(intl, 'account.overview.manageAddresses')}
            </a>
          </div>
        </section>
      </div>
    </AccountArea>
  );
}
