'use client';

import { Button, Money, RadioGroup, TextField } from '@shop/ui';
import { useMemo, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { addressesFor, emptyAddress, type ShippingValues, type YourDataValues } from '../../checkout/form-values.ts';
import { messageValues, shippingResolver } from '../../checkout/schemas.ts';
import { DeliveryPromiseText } from '../product/DeliveryPromiseText.tsx';
import { AddressFields } from './AddressFields.tsx';
import * as styles from './Checkout.css.ts';
import { checkoutRuleContext, type CheckoutSetup } from './checkout-model.ts';
import { useEditReport } from './use-edit-report.ts';
import { bindField, useFieldError, useRequestedErrors, useServerFieldErrors } from './use-step-errors.ts';
import type { MessageId } from '@shop/i18n';
import type { ServerFieldErrors } from './CheckoutFlow.tsx';

export interface ShippingStepProps {
  readonly setup: CheckoutSetup;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /** The buyer from step 1: "send to me" copies their name and e-mail. */
  readonly buyer: YourDataValues;
  readonly values: ShippingValues;
  readonly serverErrors?: ServerFieldErrors | undefined;
  /** Grows each time a later step was refused for this step's values: the step then shows its errors. */
  readonly errorsRequested?: number;
  readonly onBack: (values: ShippingValues) => void;
  readonly onDone: (values: ShippingValues) => void;
  /** Each edit, with every value of the step. */
  readonly onEdit?: (values: ShippingValues) => void;
}

/** Step 2: who receives each digital card, and where the physical cards go. */
export function ShippingStep({ setup, headingRef, buyer, values, serverErrors, errorsRequested, onBack, onDone, onEdit }: ShippingStepProps) {
  const intl = useIntl();
  const context = useMemo(() => checkoutRuleContext(setup), [setup]);
  const resolver = useMemo(
    () => shippingResolver(context, setup.physicalPackages.map((pkg) => pkg.packageId), { firstName: buyer.firstName, lastName: buyer.lastName }),
    [context, setup.physicalPackages, buyer.firstName, buyer.lastName],
  );
  const { control, register, handleSubmit, setValue, getValues, setError, formState, watch, trigger } = useForm<ShippingValues>({
    resolver,
    defaultValues: values,
    mode: 'onTouched',
  });
  useServerFieldErrors(serverErrors, setError);
  useRequestedErrors(errorsRequested, trigger);
  useEditReport(watch, onEdit);
  const mode = useWatch({ control, name: 'deliveryMode' });
  const errorText = useFieldError(formState.errors, messageValues(context));
  const label = (id: MessageId) => intl.formatMessage({ id });
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  const physicalCount = setup.physicalPackages.length;

  const sendToMe = (index: number) => {
    setValue(`digitalReceivers.${index}.name`, buyerName, { shouldValidate: true });
    setValue(`digitalReceivers.${index}.email`, buyer.email, { shouldValidate: true });
  };

  const chooseMode = (next: ShippingValues['deliveryMode']) => {
    setValue('deliveryMode', next);
    setValue('addresses', addressesFor(next, getValues('addresses'), physicalCount));
  };

  const modes = [
    { value: 'DEFAULT' as const, label: label('checkout.shipping.mode.default') },
    { value: 'SINGLE' as const, label: label('checkout.shipping.mode.single') },
    ...(physicalCount > 1 ? [{ value: 'SPLIT' as const, label: label('checkout.shipping.mode.split') }] : []),
  ];

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onDone)} aria-labelledby="checkout-step-heading">
      <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {label('checkout.shipping.heading')}
      </h2>

      {setup.digitalPackages.length > 0 && (
        <section className={styles.column} aria-labelledby="checkout-digital">
          <h3 id="checkout-digital" className={styles.sectionHeading}>
            {label('checkout.shipping.digitalHeading')}
          </h3>
          <DeliveryPromiseText kind="DIGITAL" storeCountry={setup.storeCountry} />
          {setup.digitalPackages.map((pkg, index) => (
            <fieldset key={pkg.packageId} className={`${styles.fieldset} ${styles.card}`}>
              <legend className={styles.legend}>{pkg.title}</legend>
              <p className={styles.muted}>
                {intl.formatMessage({ id: 'checkout.shipping.packageValue' }, { count: pkg.quantity })} <Money {...pkg.unitPrice} locale={setup.locale} />
              </p>
              {pkg.message && <p className={`${styles.muted} ${styles.userText}`}>{intl.formatMessage({ id: 'checkout.shipping.message' }, { text: pkg.message })}</p>}
              <div className={styles.fieldGrid}>
                <TextField {...bindField(register, `digitalReceivers.${index}.name`)} label={label('checkout.shipping.receiverName')} autoComplete="off" required error={errorText(`digitalReceivers.${index}.name`)} />
                <TextField
                  {...bindField(register, `digitalReceivers.${index}.email`)}
                  type="email"
                  label={label('checkout.shipping.receiverEmail')}
                  autoComplete="off"
                  required
                  error={errorText(`digitalReceivers.${index}.email`)}
                />
              </div>
              <div>
                <Button type="button" variant="link" size="sm" onClick={() => sendToMe(index)}>
                  {intl.formatMessage({ id: 'checkout.shipping.sendToMe' }, { title: pkg.title })}
                </Button>
              </div>
            </fieldset>
          ))}
        </section>
      )}

      {physicalCount > 0 && (
        <section className={styles.column} aria-labelledby="checkout-physical">
          <h3 id="checkout-physical" className={styles.sectionHeading}>
            {label('checkout.shipping.physicalHeading')}
          </h3>
          <ul className={styles.list}>
            {setup.physicalPackages.map((pkg) => (
              <li key={pkg.packageId} className={styles.packageRow}>
                {/* The package's title ('1 × Folio Books') holds its quantity already: the line names the product. */}
                <span>{intl.formatMessage({ id: 'checkout.overview.package' }, { count: pkg.quantity, title: pkg.productTitle })}</span>
                <Money {...pkg.total} locale={setup.locale} />
              </li>
            ))}
          </ul>
          <DeliveryPromiseText kind="PHYSICAL" storeCountry={setup.storeCountry} registered={setup.physicalRegistered} />
          {setup.physicalRegistered && <p className={styles.note}>{label('checkout.shipping.registered')}</p>}
          <RadioGroup
            legend={label('checkout.shipping.mode.legend')}
            name="deliveryMode"
            value={mode}
            onChange={chooseMode}
            options={modes}
            error={errorText('deliveryMode')}
          />
          {mode === 'SPLIT' ? (
            setup.physicalPackages.map((pkg, index) => (
              <fieldset key={pkg.packageId} className={`${styles.fieldset} ${styles.card}`}>
                <legend className={styles.legend}>{intl.formatMessage({ id: 'checkout.shipping.addressFor' }, { title: pkg.title })}</legend>
                <AddressFields lang={setup.lang} index={index} withNames postcode={setup.postcode} control={control} register={register} errorText={errorText} />
              </fieldset>
            ))
          ) : (
            <fieldset className={`${styles.fieldset} ${styles.card}`}>
              <legend className={`${styles.legend} ${styles.userText}`}>
                {mode === 'DEFAULT' ? intl.formatMessage({ id: 'checkout.shipping.addressOfBuyer' }, { name: buyerName }) : label('checkout.shipping.addressOther')}
              </legend>
              <AddressFields lang={setup.lang} index={0} withNames={mode === 'SINGLE'} postcode={setup.postcode} control={control} register={register} errorText={errorText} />
            </fieldset>
          )}
        </section>
      )}

      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => onBack(getValues())}>
          {label('checkout.back')}
        </Button>
        <Button type="submit" variant="primary">
          {label('checkout.shipping.next')}
        </Button>
      </div>
    </form>
  );
}
