'use client';

import { Button } from '@shop/ui';
import { LIMIT_MESSAGE_VALUES } from '@shop/validation';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { saveAddress } from '../../account/actions.ts';
import { judge } from '../../account/form-result.ts';
import { addressMessageValues, addressRules, type AccountCountryRules } from '../../account/rules.ts';
import type { AddressField, AddressValues, ShippingValues } from '../../checkout/form-values.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { AddressFields } from '../checkout/AddressFields.tsx';
import type { PostcodeView } from '../checkout/checkout-model.ts';
import { useFieldError } from '../checkout/use-step-errors.ts';
import * as styles from './Account.css.ts';

export interface AddressFormProps {
  readonly lang: string;
  readonly country: AccountCountryRules & { readonly postcode: PostcodeView };
  /** The entry being changed, or null for a new one. */
  readonly addressId: string | null;
  readonly values: AddressValues;
  readonly onSaved: () => void;
  readonly onPendingChange: (pending: boolean) => void;
}

const path = (field: AddressField) => `addresses.0.${field}` as const;

/**
 * One address of the address book, with the checkout's address fields (the store's postcode rule, city suggestions):
 * the form holds it as the checkout's first delivery address, judged by the same shared rules as the server action.
 */
export function AddressForm({ lang, country, addressId, values, onSaved, onPendingChange }: AddressFormProps) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const [pending, setPending] = useState(false);
  const resolver = useMemo<Resolver<ShippingValues>>(
    () => async (form) => {
      const refused = judge<AddressField>(addressRules(country), form.addresses[0]);
      if (!refused) return { values: form, errors: {} };
      const errors = { addresses: [Object.fromEntries(Object.entries(refused).map(([field, message]) => [field, { type: 'rule', message: message?.id }]))] };
      return { values: {}, errors: errors as unknown as FieldErrors<ShippingValues> };
    },
    [country],
  );
  const { control, register, handleSubmit, setError, setFocus, formState } = useForm<ShippingValues>({
    resolver,
    defaultValues: { digitalReceivers: [], deliveryMode: 'SINGLE', addresses: [{ ...values }] },
    mode: 'onTouched',
  });
  const errorText = useFieldError(formState.errors, { ...LIMIT_MESSAGE_VALUES, ...addressMessageValues(country) });

  const submit = async (form: ShippingValues) => {
    if (pending) return;
    setPending(true);
    onPendingChange(true);
    const result = await saveAddress(lang, addressId, form.addresses[0]);
    if (result.kind === 'signedOut') {
      window.location.assign(result.location);
      return;
    }
    setPending(false);
    onPendingChange(false);
    if (result.kind === 'done') {
      onSaved();
      return;
    }
    const fields = Object.entries(result.fields) as [AddressField, { id: string }][];
    for (const [field, message] of fields) setError(path(field), { type: 'server', message: message.id });
    if (fields[0]) setFocus(path(fields[0][0]));
    errorModal.show(result.errors);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      <AddressFields lang={lang} index={0} withNames postcode={country.postcode} control={control} register={register} errorText={errorText} />
      <Button type="submit" variant="primary" fullWidth loading={pending} loadingLabel={intl.formatMessage({ id: 'account.form.saving' })}>
        {intl.formatMessage({ id: 'account.addresses.save' })}
      </Button>
    </form>
  );
}
