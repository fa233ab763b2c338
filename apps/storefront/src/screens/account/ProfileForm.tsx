'use client';

import { Button, Checkbox, TextField } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { updateProfile } from '../../account/actions.ts';
import { judge } from '../../account/form-result.ts';
import { profileRules, type AccountCountryRules, type ProfileField, type ProfileValues } from '../../account/rules.ts';
import * as styles from './Account.css.ts';
import { textOf, useAccountForm } from './use-account-form.ts';
import type { MessageId } from '@shop/i18n';

export interface ProfileFormProps {
  readonly lang: string;
  readonly country: AccountCountryRules;
  readonly email: string;
  readonly values: ProfileValues;
}

/** `/account/data/`: the profile; the e-mail address is shown, not changed here. */
export function ProfileForm({ lang, country, email, values }: ProfileFormProps) {
  const intl = useIntl();
  const router = useRouter();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const optional = (id: MessageId) => intl.formatMessage({ id: 'account.form.optional' }, { label: label(id) });
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  const form = useAccountForm<ProfileField, ProfileValues>({
    read: (data) => ({
      firstName: textOf(data, 'firstName'),
      lastName: textOf(data, 'lastName'),
      phoneNumber: textOf(data, 'phoneNumber'),
      invoiceEmail: textOf(data, 'invoiceEmail'),
      vatNumber: textOf(data, 'vatNumber'),
      subscribed: data.get('subscribed') === 'on',
    }),
    judge: (next) => judge<ProfileField>(profileRules(country), next),
    send: (next) => {
      setSaved(false);
      return updateProfile(lang, next);
    },
    onDone: () => {
      setSaved(true);
      router.refresh();
    },
  });

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading" className={styles.sectionHeading}>
        {label('account.data.profileHeading')}
      </h2>
      <dl className={styles.details}>
        <dt>{label('account.profile.email')}</dt>
        <dd>{email}</dd>
      </dl>
      <div className={styles.fieldGrid}>
        <TextField name="firstName" label={label('account.profile.firstName')} autoComplete="given-name" required defaultValue={values.firstName} error={form.errorOf('firstName')} />
        <TextField name="lastName" label={label('account.profile.lastName')} autoComplete="family-name" required defaultValue={values.lastName} error={form.errorOf('lastName')} />
        <TextField
          name="phoneNumber"
          type="tel"
          label={optional('account.profile.phoneNumber')}
          hint={intl.formatMessage({ id: 'account.profile.phoneHint' }, { callingCode: country.callingCode })}
          autoComplete="tel"
          defaultValue={values.phoneNumber}
          error={form.errorOf('phoneNumber')}
        />
        <TextField
          name="invoiceEmail"
          type="email"
          label={optional('account.profile.invoiceEmail')}
          hint={label('account.profile.invoiceEmailHint')}
          autoComplete="email"
          defaultValue={values.invoiceEmail}
          error={form.errorOf('invoiceEmail')}
        />
        <TextField name="vatNumber" label={optional('account.profile.vatNumber')} defaultValue={values.vatNumber} error={form.errorOf('vatNumber')} />
      </div>
      <Checkbox name="subscribed" label={label('account.profile.newsletterChoice')} defaultChecked={values.subscribed} />
      <div aria-live="polite">
        {saved && (
          <p ref={savedRef} tabIndex={-1} className={styles.notice}>
            {label('account.data.saved')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={form.pending} loadingLabel={label('account.form.saving')}>
          {label('account.data.save')}
        </Button>
      </div>
    </form>
  );
}
