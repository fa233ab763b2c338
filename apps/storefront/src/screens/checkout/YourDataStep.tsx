'use client';

import { Button, Checkbox, RadioGroup, TextField } from '@shop/ui';
import { useMemo, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { YourDataValues } from '../../checkout/form-values.ts';
import { messageValues, yourDataResolver } from '../../checkout/schemas.ts';
import * as styles from './Checkout.css.ts';
import { checkoutRuleContext, type CheckoutSetup } from './checkout-model.ts';
import { useEditReport } from './use-edit-report.ts';
import { bindField, useFieldError, useRequestedErrors, useServerFieldErrors } from './use-step-errors.ts';
import type { MessageId } from '@shop/i18n';
import type { ServerFieldErrors } from './CheckoutFlow.tsx';

export interface YourDataStepProps {
  readonly setup: CheckoutSetup;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly values: YourDataValues;
  readonly serverErrors?: ServerFieldErrors | undefined;
  /** Grows each time a later step was refused for this step's values: the step then shows its errors. */
  readonly errorsRequested?: number;
  readonly onDone: (values: YourDataValues) => void;
  /** Each edit, with every value of the step. */
  readonly onEdit?: (values: YourDataValues) => void;
}

/** Step 1: who orders. Business customers also give company, VAT number, reference, invoice e-mail (and KvK in NL). */
export function YourDataStep({ setup, headingRef, values, serverErrors, errorsRequested, onDone, onEdit }: YourDataStepProps) {
  const intl = useIntl();
  const context = useMemo(() => checkoutRuleContext(setup), [setup]);
  const resolver = useMemo(() => yourDataResolver(context), [context]);
  const { control, register, handleSubmit, setError, formState, watch, trigger } = useForm<YourDataValues>({
    resolver,
    defaultValues: values,
    mode: 'onTouched',
  });
  useServerFieldErrors(serverErrors, setError);
  useRequestedErrors(errorsRequested, trigger);
  useEditReport(watch, onEdit);
  const customerType = useWatch({ control, name: 'customerType' });
  const business = customerType === 'BUSINESS';
  const errorText = useFieldError(formState.errors, messageValues(context));
  const label = (id: MessageId) => intl.formatMessage({ id });
  const optional = (id: MessageId) => intl.formatMessage({ id: 'checkout.form.optional' }, { label: label(id) });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onDone)} aria-labelledby="checkout-step-heading">
      <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {label('checkout.yourData.heading')}
      </h2>

      <Controller
        control={control}
        name="customerType"
        render={({ field }) => (
          <RadioGroup
            legend={label('checkout.yourData.customerType')}
            name={field.name}
            orientation="horizontal"
            value={field.value}
            onChange={field.onChange}
            error={errorText('customerType')}
            options={[
              { value: 'PRIVATE', label: label('checkout.yourData.private') },
              { value: 'BUSINESS', label: label('checkout.yourData.business') },
            ]}
          />
        )}
      />

      {business && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{label('checkout.yourData.companyLegend')}</legend>
          <div className={styles.fieldGrid}>
            <TextField {...bindField(register, 'companyName')} label={label('checkout.yourData.companyName')} autoComplete="organization" error={errorText('companyName')} />
            <TextField {...bindField(register, 'vatNumber')} label={label('checkout.yourData.vatNumber')} autoComplete="off" error={errorText('vatNumber')} />
            {setup.showKvk && (
              <TextField {...bindField(register, 'kvkNumber')} label={optional('checkout.yourData.kvkNumber')} inputMode="numeric" autoComplete="off" error={errorText('kvkNumber')} />
            )}
            <TextField {...bindField(register, 'referenceNumber')} label={optional('checkout.yourData.reference')} hint={label('checkout.yourData.referenceHint')} autoComplete="off" error={errorText('referenceNumber')} />
            <TextField
              {...bindField(register, 'invoiceEmail')}
              className={styles.fullRow}
              type="email"
              label={optional('checkout.yourData.invoiceEmail')}
              hint={label('checkout.yourData.invoiceEmailHint')}
              autoComplete="email"
              error={errorText('invoiceEmail')}
            />
          </div>
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label('checkout.yourData.contactLegend')}</legend>
        <div className={styles.fieldGrid}>
          <TextField {...bindField(register, 'firstName')} label={label('checkout.yourData.firstName')} autoComplete="given-name" required error={errorText('firstName')} />
          <TextField {...bindField(register, 'lastName')} label={label('checkout.yourData.lastName')} autoComplete="family-name" required error={errorText('lastName')} />
          <TextField {...bindField(register, 'email')} type="email" label={label('checkout.yourData.email')} hint={label('checkout.yourData.emailHint')} autoComplete="email" required error={errorText('email')} />
          <TextField {...bindField(register, 'confirmEmail')} type="email" label={label('checkout.yourData.confirmEmail')} autoComplete="email" required error={errorText('confirmEmail')} />
          <div className={`${styles.prefix} ${styles.fullRow}`}>
            <span className={styles.callingCode} aria-hidden="true">
              {setup.callingCode}
            </span>
            <TextField
              {...bindField(register, 'phoneNumber')}
              className={styles.grow}
              type="tel"
              label={label('checkout.yourData.phone')}
              hint={intl.formatMessage({ id: 'checkout.yourData.phoneHint' }, { callingCode: setup.callingCode })}
              autoComplete="tel-national"
              inputMode="tel"
              required
              error={errorText('phoneNumber')}
            />
          </div>
        </div>
      </fieldset>

      <Checkbox
        {...bindField(register, 'termsAccepted')}
        required
        error={errorText('termsAccepted')}
        label={
          <FormattedMessage
            id="checkout.yourData.terms"
            values={{
              terms: (text) => (
                <a className={styles.link} href={setup.termsHref} target="_blank" rel="noopener">
                  {text}
                </a>
              ),
              privacy: (text) => (
                <a className={styles.link} href={setup.privacyHref} target="_blank" rel="noopener">
                  {text}
                </a>
              ),
            }}
          />
        }
      />

      <div className={styles.actions}>
        <Button href={setup.cartHref} variant="secondary">
          {label('checkout.backToBasket')}
        </Button>
        <Button type="submit" variant="primary">
          {label('checkout.yourData.next')}
        </Button>
      </div>
    </form>
  );
}
