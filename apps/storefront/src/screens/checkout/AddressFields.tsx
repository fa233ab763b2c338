'use client';

import { TextField } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { suggestAddresses, type AddressSuggestion } from '../../checkout/actions.ts';
import type { ShippingValues } from '../../checkout/form-values.ts';
import * as styles from './Checkout.css.ts';
import type { PostcodeView } from './checkout-model.ts';
import { bindField } from './use-step-errors.ts';
import type { MessageId } from '@shop/i18n';

/**
 * The further lines (an apartment, a building, a care-of): the street with its number is the address's first line, as
 * browsers fill it in (`address-line1`), so these are its second and third.
 */
const FURTHER_LINES = [
  { field: 'addressLine1', number: 2 },
  { field: 'addressLine2', number: 3 },
] as const;

/** Spec §9: search-like inputs wait this long after the last key before asking. */
const SUGGEST_DEBOUNCE_MS = 200;

export interface AddressFieldsProps {
  readonly lang: string;
  readonly index: number;
  readonly withNames: boolean;
  readonly postcode: PostcodeView;
  readonly control: Control<ShippingValues>;
  readonly register: UseFormRegister<ShippingValues>;
  readonly errorText: (path: string) => string | undefined;
  readonly suggest?: (lang: string, query: string) => Promise<readonly AddressSuggestion[]>;
}

/** One delivery address; the postcode is labelled by the brand's rule (Eircode in Ireland) with its example. */
export function AddressFields({ lang, index, withNames, postcode, control, register, errorText, suggest = suggestAddresses }: AddressFieldsProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const path = (field: string) => `addresses.${index}.${field}` as const;
  return (
    <div className={styles.fieldGrid}>
      {withNames && (
        <>
          <TextField {...bindField(register, `addresses.${index}.firstName`)} label={label('checkout.address.firstName')} autoComplete="shipping given-name" error={errorText(path('firstName'))} />
          <TextField {...bindField(register, `addresses.${index}.lastName`)} label={label('checkout.address.lastName')} autoComplete="shipping family-name" error={errorText(path('lastName'))} />
          <TextField
            {...bindField(register, `addresses.${index}.companyName`)}
            className={styles.fullRow}
            label={intl.formatMessage({ id: 'checkout.form.optional' }, { label: label('checkout.address.companyName') })}
            autoComplete="shipping organization"
            error={errorText(path('companyName'))}
          />
        </>
      )}
      <TextField
        {...bindField(register, `addresses.${index}.postCode`)}
        label={postcode.label}
        placeholder={postcode.example}
        hint={intl.formatMessage({ id: 'checkout.address.postcodeHint' }, { example: postcode.example })}
        autoComplete="shipping postal-code"
        required={postcode.required}
        error={errorText(path('postCode'))}
      />
      <TextField {...bindField(register, `addresses.${index}.street`)} label={label('checkout.address.street')} autoComplete="shipping address-line1" required error={errorText(path('street'))} />
      <TextField {...bindField(register, `addresses.${index}.houseNumber`)} label={label('checkout.address.houseNumber')} inputMode="numeric" required error={errorText(path('houseNumber'))} />
      <TextField
        {...bindField(register, `addresses.${index}.suffix`)}
        label={intl.formatMessage({ id: 'checkout.form.optional' }, { label: label('checkout.address.suffix') })}
        error={errorText(path('suffix'))}
      />
      {FURTHER_LINES.map(({ field, number }) => (
        <TextField
          key={field}
          {...bindField(register, `addresses.${index}.${field}`)}
          className={styles.fullRow}
          label={intl.formatMessage({ id: 'checkout.form.optional' }, { label: intl.formatMessage({ id: 'checkout.address.line' }, { number }) })}
          autoComplete={`shipping address-line${number}`}
          error={errorText(path(field))}
        />
      ))}
      <CityCombobox lang={lang} index={index} control={control} error={errorText(path('city'))} suggest={suggest} />
    </div>
  );
}

interface CityComboboxProps {
  readonly lang: string;
  readonly index: number;
  readonly control: Control<ShippingValues>;
  readonly error: string | undefined;
  readonly suggest: (lang: string, query: string) => Promise<readonly AddressSuggestion[]>;
}

/** The city with suggestions from the API (a combobox; typing any city is still fine). */
function CityCombobox({ lang, index, control, error, suggest }: CityComboboxProps) {
  const intl = useIntl();
  const listId = useId();
  const { field } = useController({ control, name: `addresses.${index}.city` });
  const [options, setOptions] = useState<readonly AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const query = field.value.trim();
    if (query.length < 2) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void suggest(lang, query).then((found) => {
        if (!current) return;
        setOptions(found);
        setOpen(found.length > 0);
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [field.value, lang, suggest]);

  const choose = (option: AddressSuggestion) => {
    field.onChange(option.locality || option.label);
    setOpen(false);
    setActive(-1);
  };

  const expanded = open && options.length > 0;
  return (
    <div className={styles.fullRow}>
      <TextField
        ref={field.ref}
        name={field.name}
        value={field.value}
        onBlur={() => {
          field.onBlur();
          setOpen(false);
        }}
        onChange={(event) => {
          typed.current = true;
          field.onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((previous) => (previous + step + options.length) % options.length);
          } else if (event.key === 'Enter' && active >= 0 && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        label={intl.formatMessage({ id: 'checkout.address.city' })}
        autoComplete="shipping address-level2"
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        error={error}
      />
      <ul id={listId} role="listbox" className={styles.suggestions} hidden={!expanded} aria-label={intl.formatMessage({ id: 'checkout.address.suggestions' })}>
        {options.map((option, optionIndex) => (
          <li
            key={`${option.label}-${optionIndex}`}
            id={`${listId}-${optionIndex}`}
            role="option"
            aria-selected={optionIndex === active}
            className={styles.suggestion}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
