'use client';

import { Checkbox, RadioGroup, TextArea, TextField } from '@shop/ui';
import {
  CUSTOM_AMOUNT, MAX_QUANTITY_PER_PACKAGE, PERSONAL_NOTE_MAX_EXCLUSIVE, type DeliveryKind, type ProductFormValues, type VariationRules,
} from '@shop/validation';
import { Link } from '../../routing/Link.tsx';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormExtra } from './product-form-model.ts';
import * as styles from './ProductForm.css.ts';
import { artworkSize } from '../catalogue/card-model.ts';

type FieldProps = Pick<ReturnType<UseFormRegister<ProductFormValues>>, 'onChange' | 'onBlur' | 'ref' | 'name'> & { readonly defaultValue: string };

/**
 * Only the binding: length limits are the schema's job, and the text controls take their own maxLength. The default
 * is written into the page, so a form sent before its script runs sends it too.
 */
export function bindText(
  register: UseFormRegister<ProductFormValues>,
  field: 'customAmount' | 'quantity' | 'message',
  defaults: ProductFormValues,
): FieldProps {
  const { onChange, onBlur, ref, name } = register(field);
  return { onChange, onBlur, ref, name, defaultValue: defaults[field] };
}

export function DeliveryKindField({ kinds, value, onChange }: {
  readonly kinds: readonly DeliveryKind[];
  readonly value: DeliveryKind;
  readonly onChange: (kind: DeliveryKind) => void;
}) {
  const intl = useIntl();
  const options = kinds.map((option) => ({
    value: option,
    label: intl.formatMessage({ id: option === 'DIGITAL' ? 'product.form.deliveryKind.digital' : 'product.form.deliveryKind.physical' }),
    description: intl.formatMessage({
      id: option === 'DIGITAL' ? 'product.form.deliveryKind.digitalDescription' : 'product.form.deliveryKind.physicalDescription',
    }),
  }));
  return (
    <RadioGroup<DeliveryKind>
      legend={intl.formatMessage({ id: 'product.form.deliveryKind.legend' })}
      name="deliveryKind"
      options={options}
      value={value}
      onChange={onChange}
      orientation="horizontal"
    />
  );
}

/** The listed amounts and, where the variation allows, "Other amount". */
export function AmountChoiceField({ control, variation, money, error, onChosen }: {
  readonly control: Control<ProductFormValues>;
  readonly variation: VariationRules | undefined;
  readonly money: (minor: number) => string;
  readonly error: string | undefined;
  readonly onChosen: () => void;
}) {
  const intl = useIntl();
  const options = [
    ...(variation?.fixedValues ?? []).map((value) => ({ value: String(value), label: money(value) })),
    ...(variation?.customAmount ? [{ value: CUSTOM_AMOUNT, label: intl.formatMessage({ id: 'product.form.amount.custom' }) }] : []),
  ];
  return (
    <Controller
      control={control}
      name="amountChoice"
      render={({ field }) => (
        <RadioGroup
          legend={intl.formatMessage({ id: 'product.form.amount.legend' })}
          name={field.name}
          options={options}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            onChosen();
          }}
          error={error}
          orientation="horizontal"
          required
        />
      )}
    />
  );
}

export function CustomAmountField({ field, currency, range, money, error }: {
  readonly field: FieldProps;
  readonly currency: string;
  readonly range: NonNullable<VariationRules['customAmount']>;
  readonly money: (minor: number) => string;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      className={styles.customAmount}
      label={intl.formatMessage({ id: 'product.form.amount.customLabel' }, { currency })}
      hint={intl.formatMessage({ id: 'product.form.amount.customHint' }, { minimum: money(range.minimum), maximum: money(range.maximum) })}
      inputMode="decimal"
      autoComplete="off"
      error={error}
    />
  );
}

export function QuantityField({ field, error }: { readonly field: FieldProps; readonly error: string | undefined }) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      className={styles.quantity}
      label={intl.formatMessage({ id: 'product.form.quantity.label' })}
      type="number"
      min={1}
      max={MAX_QUANTITY_PER_PACKAGE}
      inputMode="numeric"
      error={error}
    />
  );
}

/** A choice of one extra or none ('wrapperId', 'giftPackingId'). */
function ExtraChoice({ control, name, legend, none, extras, withPrice, error }: {
  readonly control: Control<ProductFormValues>;
  readonly name: 'wrapperId' | 'giftPackingId';
  readonly legend: string;
  readonly none: string;
  readonly extras: readonly FormExtra[];
  readonly withPrice: (extra: FormExtra) => string;
  readonly error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          legend={legend}
          name={field.name}
          options={[{ value: '', label: none }, ...extras.map((extra) => ({ value: extra.id, label: withPrice(extra) }))]}
          value={field.value}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

export function WrapperField({ control, kind, wrappers, withPrice, error }: {
  readonly control: Control<ProductFormValues>;
  readonly kind: DeliveryKind;
  readonly wrappers: readonly FormExtra[];
  readonly withPrice: (extra: FormExtra) => string;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <ExtraChoice
      control={control}
      name="wrapperId"
      legend={intl.formatMessage({ id: kind === 'DIGITAL' ? 'product.form.digitalWrapper.legend' : 'product.form.wrapper.legend' })}
      none={intl.formatMessage({ id: 'product.form.wrapper.none' })}
      extras={wrappers}
      withPrice={withPrice}
      error={error}
    />
  );
}

/** Gift packing (physical cards only) with a preview of the chosen packing. */
export function GiftPackingField({ control, packings, chosenId, withPrice, error }: {
  readonly control: Control<ProductFormValues>;
  readonly packings: readonly FormExtra[];
  readonly chosenId: string;
  readonly withPrice: (extra: FormExtra) => string;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  const chosen = packings.find((extra) => extra.id === chosenId);
  return (
    <div className={styles.packing}>
      <ExtraChoice
        control={control}
        name="giftPackingId"
        legend={intl.formatMessage({ id: 'product.form.giftPacking.legend' })}
        none={intl.formatMessage({ id: 'product.form.giftPacking.none' })}
        extras={packings}
        withPrice={withPrice}
        error={error}
      />
      {chosen?.image && (
        <img
          className={styles.preview}
          src={chosen.image.src}
          alt={intl.formatMessage({ id: 'product.form.giftPacking.preview' }, { name: chosen.title })}
          {...artworkSize(160)}
        />
      )}
    </div>
  );
}

/** The personal message: a checkbox and, once ticked, the note with the characters left. */
export function PersonalMessageFields({ register, defaults, extra, withMessage, money, error }: {
  readonly register: UseFormRegister<ProductFormValues>;
  readonly defaults: ProductFormValues;
  readonly extra: FormExtra;
  readonly withMessage: boolean;
  readonly money: (minor: number) => string;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <Checkbox
        {...register('withMessage')}
        defaultChecked={defaults.withMessage}
        label={
          extra.price > 0
            ? intl.formatMessage({ id: 'product.form.message.togglePriced' }, { price: money(extra.price) })
            : intl.formatMessage({ id: 'product.form.message.toggle' })
        }
      />
      {withMessage && (
        <TextArea
          {...bindText(register, 'message', defaults)}
          label={intl.formatMessage({ id: 'product.form.message.label' })}
          rows={4}
          maxLength={PERSONAL_NOTE_MAX_EXCLUSIVE - 1}
          remainingText={(remaining) =>
            remaining >= 0
              ? intl.formatMessage({ id: 'product.form.message.remaining' }, { count: remaining })
              : intl.formatMessage({ id: 'product.form.message.tooMany' }, { count: -remaining })
          }
          error={error}
        />
      )}
    </>
  );
}

/** The package's price with its extras, once the form is valid; a dash until then. */
export function FormTotal({ price, money }: { readonly price: number | null; readonly money: (minor: number) => string }) {
  const intl = useIntl();
  return (
    <p className={styles.total} aria-live="polite">
      <span>{intl.formatMessage({ id: 'product.form.total' })}</span>
      <span>{price === null ? '–' : money(price)}</span>
    </p>
  );
}

export function AddedNotice({ shown, cartHref }: { readonly shown: boolean; readonly cartHref: string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <p className={styles.success}>
          <span>{intl.formatMessage({ id: 'product.form.added' })}</span>
          <Link className={styles.link} href={cartHref}>
            {intl.formatMessage({ id: 'product.form.viewBasket' })}
          </Link>
        </p>
      )}
    </div>
  );
}
