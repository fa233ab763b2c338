import { RefreshPaymentDocument } from '@shop/graphql/operations';
import { Button } from '@shop/ui';
import { redirect } from 'next/navigation';
import { isUuid } from '@shop/validation';
import { sessionHeaders } from '../../account/session.ts';
import { paymentOutcome } from '../../checkout/payment-state.ts';
import { serverMutation } from '../../data/server.ts';
import { getIntl, t } from '../../i18n/server-intl.ts';
import { href, hrefWithQuery } from '../../routing/href.ts';
import { requireStoreLanguage } from '../../routing/languages.ts';
import * as styles from './Checkout.css.ts';
import { PaymentPoller } from './PaymentPoller.tsx';
import { TransferDetails } from './TransferDetails.tsx';

export interface ProcessPaymentScreenProps {
  readonly lang: string;
  readonly order: string | null;
}

type Intl = ReturnType<typeof getIntl>;

/**
 * Spec §4 "Payment: processing then success": the provider sends the shopper here. The page asks the API for the
 * payment's state right away (so most shoppers go straight on), else shows "processing" and polls from the browser.
 */
export async function ProcessPaymentScreen({ lang, order }: ProcessPaymentScreenProps) {
  const language = requireStoreLanguage(lang);
  const intl = getIntl(language.locale);
  if (order === null || !isUuid(order)) return <NoOrder lang={lang} intl={intl} />;

  const { refreshPayment } = await serverMutation(lang, RefreshPaymentDocument, { orderUuid: order }, await sessionHeaders());
  const placed = refreshPayment.order;
  if (!placed) return <NoOrder lang={lang} intl={intl} />;
  const outcome = paymentOutcome(placed);
  if (outcome.kind === 'completed') redirect(href(lang, 'checkoutConfirmation', { uuid: placed.uuid }));
  if (outcome.kind === 'failed') redirect(hrefWithQuery(lang, 'checkout', { error: outcome.code, order: placed.uuid }));

  const targets = {
    confirmation: href(lang, 'checkoutConfirmation', { uuid: placed.uuid }),
    retry: hrefWithQuery(lang, 'checkout', { order: placed.uuid }),
    refresh: hrefWithQuery(lang, 'checkoutProcessPayment', { order: placed.uuid }),
  };
  const transfer = placed.payment?.action?.transfer ?? null;

  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>
        {t(intl, outcome.kind === 'awaitingTransfer' ? 'checkout.process.awaitingTitle' : 'checkout.process.title')}
      </h1>
      {outcome.kind === 'awaitingTransfer' && transfer ? (
        <TransferDetails intl={intl} locale={language.locale} transfer={transfer} orderNumber={placed.number} />
      ) : null}
      <PaymentPoller lang={lang} orderUuid={placed.uuid} initial={outcome.kind === 'awaitingTransfer' ? 'awaitingTransfer' : 'processing'} targets={targets} />
    </div>
  );
}

function NoOrder({ lang, intl }: { readonly lang: string; readonly intl: Intl }) {
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.heading}>{t(intl, 'checkout.process.title')}</h1>
      <p>{t(intl, 'checkout.process.noOrder')}</p>
      <Button href={href(lang, 'cart')} variant="primary">
        {t(intl, 'checkout.backToBasket')}
      </Button>
    </div>
  );
}
