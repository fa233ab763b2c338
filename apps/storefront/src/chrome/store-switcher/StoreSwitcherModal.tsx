'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, DropdownSelect, Modal, TextField, type SelectOption } from '@shop/ui';
import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { countryName, languageName, type StoreChoice } from './countries.ts';
import { destinationFor, documentHreflangLinks } from './destination.ts';
import { languageFormSchema, valuesForCountry, type LanguageFormValues } from './language-form.ts';
import { storeChosenLanguage } from './language-storage.ts';
import * as styles from './StoreSwitcher.css.ts';
import type { SwitchPaths } from './switch-paths.ts';
import type { MessageId } from '@shop/i18n';

export interface StoreSwitcherModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly choices: readonly StoreChoice[];
  readonly currentCountry: string;
  readonly currentLanguage: string;
  /** The page's locale, for country names (each language is named in itself). */
  readonly locale: string;
  readonly logo?: { readonly src: string; readonly alt: string };
  /** The current page's addresses in a store and language of the family (a server action in the storefront). */
  readonly switchPaths: (country: string, language: string, pathname: string, search: string) => Promise<SwitchPaths>;
  /** Loads the chosen address; a full page load, as the spec asks. */
  readonly navigate?: (url: string) => void;
}

function initialValues(choices: readonly StoreChoice[], country: string, language: string): LanguageFormValues {
  const current = choices.find((choice) => choice.country === country);
  return { country: current ? country : '', language: current ? language : '', currency: current?.currency ?? '' };
}

export function StoreSwitcherModal({
  open,
  onClose,
  choices,
  currentCountry,
  currentLanguage,
  locale,
  logo,
  switchPaths,
  navigate = (url) => window.location.assign(url),
}: StoreSwitcherModalProps) {
  const intl = useIntl();
  const pathname = usePathname() ?? undefined;
  const [applying, setApplying] = useState(false);
  const message = (id: MessageId) => intl.formatMessage({ id });

  const schema = useMemo(
    () =>
      languageFormSchema(choices, {
        countryRequired: intl.formatMessage({ id: 'storeSwitcher.countryRequired' }),
        languageRequired: intl.formatMessage({ id: 'storeSwitcher.languageRequired' }),
        currencyRequired: intl.formatMessage({ id: 'storeSwitcher.currencyRequired' }),
      }),
    [choices, intl],
  );
  const form = useForm<LanguageFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: initialValues(choices, currentCountry, currentLanguage),
  });
  const { control, handleSubmit, setValue, watch, formState } = form;

  const countryOptions = useMemo<SelectOption[]>(
    () =>
      choices
        .map((choice) => ({ id: choice.country, label: countryName(choice.country, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [choices, locale],
  );
  const chosenCountry = choices.find((choice) => choice.country === watch('country'));
  // Each language named in itself, as its speakers look for it: "Français" and "Nederlands" on every page.
  const languageOptions: SelectOption[] = (chosenCountry?.languages ?? []).map((language) => ({
    id: language.code,
    label: languageName(language.code, language.code),
    lang: language.code,
  }));

  function chooseCountry(country: string) {
    const choice = choices.find((candidate) => candidate.country === country);
    if (!choice) return;
    const values = valuesForCountry(choice);
    for (const field of ['country', 'language', 'currency'] as const) {
      setValue(field, values[field], { shouldValidate: true, shouldDirty: true });
    }
  }

  const apply = handleSubmit(async (values) => {
    const target = choices.find((choice) => choice.country === values.country);
    if (!target) return;
    setApplying(true);
    try {
      const url = await destinationFor({
        target,
        language: values.language,
        hreflangLinks: documentHreflangLinks(document),
        paths: () => switchPaths(values.country, values.language, window.location.pathname, window.location.search),
      });
      storeChosenLanguage(values.language);
      onClose();
      navigate(url);
    } finally {
      setApplying(false);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={message('storeSwitcher.title')}
      closeLabel={message('storeSwitcher.close')}
      closeOnUrlChange={pathname}
      loading={applying}
      {...(logo ? { logo } : {})}
      size="sm"
    >
      <form className={styles.form} onSubmit={apply} noValidate>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <DropdownSelect
              label={message('storeSwitcher.country')}
              options={countryOptions}
              value={field.value === '' ? null : field.value}
              onChange={chooseCountry}
              placeholder={message('storeSwitcher.countryPlaceholder')}
              filterLabel={message('storeSwitcher.countryFilter')}
              noOptionsText={message('storeSwitcher.noOptions')}
              locale={locale}
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <DropdownSelect
              label={message('storeSwitcher.language')}
              options={languageOptions}
              value={field.value === '' ? null : field.value}
              onChange={(language) => setValue('language', language, { shouldValidate: true, shouldDirty: true })}
              placeholder={message('storeSwitcher.languagePlaceholder')}
              filterLabel={message('storeSwitcher.languageFilter')}
              noOptionsText={message('storeSwitcher.noOptions')}
              locale={locale}
              disabled={languageOptions.length <= 1}
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          )}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field, fieldState }) => (
            <TextField
              label={message('storeSwitcher.currency')}
              value={field.value}
              readOnly
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          )}
        />
        <Button
          type="submit"
          fullWidth
          disabled={!formState.isValid}
          loading={applying}
          loadingLabel={message('storeSwitcher.apply')}
        >
          {message('storeSwitcher.apply')}
        </Button>
      </form>
    </Modal>
  );
}
