'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, RadioGroup, TextArea, TextField, formatMoney } from '@shop/ui';
import {
  CUSTOM_AMOUNT, MAX_QUANTITY_PER_PACKAGE, PERSONAL_NOTE_MAX_EXCLUSIVE, productFormSchema, toPackageDraft, type DeliveryKind,
  type PackageDraft, type ProductFormValues, type ProductRules,
} from '@shop/validation';
import Link from 'next/link';
import { useMemo, useState, useTransition } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { pushDataLayer, toMajorUnits } from '../../analytics/data-layer.ts';
import { addPackageToCart } from '../../cart/actions.ts';
import type { CartActionResult } from '../../cart/action-result.ts';
import { announceCartChanged } from '../../chrome/basket/cart-events.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { DeliveryPromiseText } from './DeliveryPromiseText.tsx';
import * as styles from './ProductForm.css.ts';

/** An extra (wrapper, packing, message) as the form offers it. */
export interface FormExtra {
  readonly id: string;
  readonly title: string;
  readonly price: number;
  readonly image: { readonly src: string; readonly alt: string } | null;
}

export interface ProductFormProps {
  readonly lang: string;
  readonly locale: string;
  readonly currency: string;
  /** The store's country, whose clock and holidays the delivery promise follows. */
  readonly storeCountry: string;
  readonly product: { readonly id: string; readonly title: string };
  readonly rules: ProductRules;
  readonly extras: {
    readonly wrappers: readonly FormExtra[];
    readonly digitalWrappers: readonly FormExtra[];
    readonly giftPackings: readonly FormExtra[];
    readonly personalMessage: FormExtra | null;
  };
  /** Public path of the basket. */
  readonly cartHref: string;
  /** Sends the package to the cart; the server action by default. */
  readonly addToCart?: (lang: string, draft: PackageDraft) => Promise<CartActionResult>;
}

/** Where the API's refusal of a package field shows inline. */
const FIELD_OF_PARAMETER: Readonly<Record<string, FieldPath<ProductFormValues>>> = {
  'package.amount': 'customAmount',
  'package.quantity': 'quantity',
  'package.personalMessage.text': 'message',
  'package.personalMessage': 'message',
  'package.wrapperVariationId': 'wrapperId',
  'package.giftPackingVariationId': 'giftPackingId',
};
const FIELD_REFUSED = 'product.form.fieldRefused';

function initialValues(rules: ProductRules): ProductFormValues {
  const deliveryKind: DeliveryKind = rules.DIGITAL ? 'DIGITAL' : 'PHYSICAL';
  return {
    deliveryKind,
    amountChoice: firstAmountChoice(rules, deliveryKind),
    customAmount: '',
    quantity: '1',
    wrapperId: '',
    giftPackingId: '',
    withMessage: false,
    message: '',
  };
}

function firstAmountChoice(rules: ProductRules, kind: DeliveryKind): string {
  const first = rules[kind]?.fixedValues[0];
  return first === undefined ? CUSTOM_AMOUNT : String(first);
}

function extraTotal(draft: PackageDraft, extras: ProductFormProps['extras'], kind: DeliveryKind): number {
  const wrappers = kind === 'DIGITAL' ? extras.digitalWrappers : extras.wrappers;
  const wrapper = wrappers.find((extra) => extra.id === draft.wrapperVariationId)?.price ?? 0;
  const packing = extras.giftPackings.find((extra) => extra.id === draft.giftPackingVariationId)?.price ?? 0;
  const message = draft.personalMessage !== null ? (extras.personalMessage?.price ?? 0) : 0;
  return wrapper * draft.quantity + packing + message;
}

export function ProductForm(props: ProductFormProps) {
  const { lang, locale, currency, rules, extras } = props;
  const addToCart = props.addToCart ?? addPackageToCart;
  const intl = useIntl();
  const errorModal = useErrorModal();
  const [pending, startTransition] = useTransition();
  const [added, setAdded] = useState(false);
  const schema = useMemo(() => productFormSchema(rules), [rules]);
  const form = useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues: initialValues(rules), mode: 'onTouched' });
  const { control, register, handleSubmit, setValue, setError, formState } = form;
  const values = useWatch({ control }) as ProductFormValues;
  const kind = values.deliveryKind;
  const variation = rules[kind];
  const money = (value: number) => formatMoney({ value, currency, locale });
  const withPrice = (extra: FormExtra) =>
    extra.price > 0 ? intl.formatMessage({ id: 'product.form.extraPrice' }, { name: extra.title, price: money(extra.price) }) : extra.title;

  // Only the binding: length limits are the schema's job, and the text controls take their own maxLength.
  const bind = (field: 'customAmount' | 'quantity' | 'message') => {
    const { onChange, onBlur, ref, name } = register(field);
    return { onChange, onBlur, ref, name };
  };

  const errorText = (field: FieldPath<ProductFormValues>): string | undefined => {
    const id = formState.errors[field]?.message;
    if (!id) return undefined;
    const range = variation?.customAmount;
    return intl.formatMessage(
      { id },
      {
        minimum: range ? money(range.minimum) : '',
        maximum: field === 'quantity' ? String(MAX_QUANTITY_PER_PACKAGE) : range ? money(range.maximum) : '',
        min: range ? money(range.minimum) : '',
        max: range ? money(range.maximum) : '',
      },
    );
  };

  const switchKind = (next: DeliveryKind) => {
    setValue('deliveryKind', next);
    // Wrappers of one kind do not exist for the other, and gift packing is physical only.
    setValue('wrapperId', '');
    setValue('giftPackingId', '');
    const choice = form.getValues('amountChoice');
    const offered = choice === CUSTOM_AMOUNT ? Boolean(rules[next]?.customAmount) : rules[next]?.fixedValues.includes(Number(choice));
    if (!offered) setValue('amountChoice', firstAmountChoice(rules, next));
    setAdded(false);
  };

  const onValid = (valid: ProductFormValues) => {
    const draft = toPackageDraft(valid, rules);
    startTransition(async () => {
      const result = await addToCart(lang, draft);
      if (!result.ok) {
        setAdded(false);
        for (const error of result.errors) {
          const field = error.referencedRequestParameter ? FIELD_OF_PARAMETER[error.referencedRequestParameter] : undefined;
          if (field) setError(field, { type: 'server', message: FIELD_REFUSED });
        }
        errorModal.show(result.errors);
        return;
      }
      setAdded(true);
      const value = draft.amount * draft.quantity + extraTotal(draft, extras, valid.deliveryKind);
      pushDataLayer({
        event: 'add_to_cart',
        ecommerce: {
          currency,
          value: toMajorUnits({ currency, value }),
          items: [
            {
              item_id: props.product.id,
              item_name: props.product.title,
              price: toMajorUnits({ currency, value: draft.amount }),
              quantity: draft.quantity,
            },
          ],
        },
      });
      announceCartChanged();
    });
  };

  const kindOptions = (['DIGITAL', 'PHYSICAL'] as const)
    .filter((option) => rules[option])
    .map((option) => ({
      value: option,
      label: intl.formatMessage({ id: option === 'DIGITAL' ? 'product.form.deliveryKind.digital' : 'product.form.deliveryKind.physical' }),
      description: intl.formatMessage({
        id: option === 'DIGITAL' ? 'product.form.deliveryKind.digitalDescription' : 'product.form.deliveryKind.physicalDescription',
      }),
    }));
  const amountOptions = [
    ...(variation?.fixedValues ?? []).map((value) => ({ value: String(value), label: money(value) })),
    ...(variation?.customAmount ? [{ value: CUSTOM_AMOUNT, label: intl.formatMessage({ id: 'product.form.amount.custom' }) }] : []),
  ];
  const wrappers = kind === 'DIGITAL' ? extras.digitalWrappers : extras.wrappers;
  const chosenPacking = extras.giftPackings.find((extra) => extra.id === values.giftPackingId);
  const inStock = variation?.inStock ?? false;

  const draftPreview = (() => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return null;
    const draft = toPackageDraft(parsed.data, rules);
    return draft.amount * draft.quantity + extraTotal(draft, extras, kind);
  })();

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid)} noValidate aria-busy={pending}>
      {kindOptions.length > 1 && (
        <RadioGroup<DeliveryKind>
          legend={intl.formatMessage({ id: 'product.form.deliveryKind.legend' })}
          name="deliveryKind"
          options={kindOptions}
          value={kind}
          onChange={switchKind}
          orientation="horizontal"
        />
      )}

      <Controller
        control={control}
        name="amountChoice"
        render={({ field }) => (
          <RadioGroup
            legend={intl.formatMessage({ id: 'product.form.amount.legend' })}
            name={field.name}
            options={amountOptions}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              setAdded(false);
            }}
            error={errorText('amountChoice')}
            orientation="horizontal"
            required
          />
        )}
      />
      {values.amountChoice === CUSTOM_AMOUNT && variation?.customAmount && (
        <TextField
          {...bind('customAmount')}
          className={styles.customAmount}
          label={intl.formatMessage({ id: 'product.form.amount.customLabel' }, { currency })}
          hint={intl.formatMessage(
            { id: 'product.form.amount.customHint' },
            { minimum: money(variation.customAmount.minimum), maximum: money(variation.customAmount.maximum) },
          )}
          inputMode="decimal"
          autoComplete="off"
          error={errorText('customAmount')}
        />
      )}

      <TextField
        {...bind('quantity')}
        className={styles.quantity}
        label={intl.formatMessage({ id: 'product.form.quantity.label' })}
        type="number"
        min={1}
        max={MAX_QUANTITY_PER_PACKAGE}
        inputMode="numeric"
        error={errorText('quantity')}
      />

      {wrappers.length > 0 && (
        <Controller
          control={control}
          name="wrapperId"
          render={({ field }) => (
            <RadioGroup
              legend={intl.formatMessage({ id: kind === 'DIGITAL' ? 'product.form.digitalWrapper.legend' : 'product.form.wrapper.legend' })}
              name={field.name}
              options={[
                { value: '', label: intl.formatMessage({ id: 'product.form.wrapper.none' }) },
                ...wrappers.map((extra) => ({ value: extra.id, label: withPrice(extra) })),
              ]}
              value={field.value}
              onChange={field.onChange}
              error={errorText('wrapperId')}
            />
          )}
        />
      )}

      {kind === 'PHYSICAL' && extras.giftPackings.length > 0 && (
        <div className={styles.packing}>
          <Controller
            control={control}
            name="giftPackingId"
            render={({ field }) => (
              <RadioGroup
                legend={intl.formatMessage({ id: 'product.form.giftPacking.legend' })}
                name={field.name}
                options={[
                  { value: '', label: intl.formatMessage({ id: 'product.form.giftPacking.none' }) },
                  ...extras.giftPackings.map((extra) => ({ value: extra.id, label: withPrice(extra) })),
                ]}
                value={field.value}
                onChange={field.onChange}
                error={errorText('giftPackingId')}
              />
            )}
          />
          {chosenPacking?.image && (
            <img
              className={styles.preview}
              src={chosenPacking.image.src}
              alt={intl.formatMessage({ id: 'product.form.giftPacking.preview' }, { name: chosenPacking.title })}
              width={160}
              height={100}
            />
          )}
        </div>
      )}

      {extras.personalMessage && (
        <>
          <Checkbox
            {...register('withMessage')}
            label={
              extras.personalMessage.price > 0
                ? intl.formatMessage({ id: 'product.form.message.togglePriced' }, { price: money(extras.personalMessage.price) })
                : intl.formatMessage({ id: 'product.form.message.toggle' })
            }
          />
          {values.withMessage && (
            <TextArea
              {...bind('message')}
              label={intl.formatMessage({ id: 'product.form.message.label' })}
              rows={4}
              maxLength={PERSONAL_NOTE_MAX_EXCLUSIVE - 1}
              remainingText={(remaining) => intl.formatMessage({ id: 'product.form.message.remaining' }, { count: remaining })}
              error={errorText('message')}
            />
          )}
        </>
      )}

      <DeliveryPromiseText kind={kind} storeCountry={props.storeCountry} />

      <p className={styles.total} aria-live="polite">
        <span>{intl.formatMessage({ id: 'product.form.total' })}</span>
        <span>{draftPreview === null ? '–' : money(draftPreview)}</span>
      </p>

      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={pending || !inStock}
        loading={pending}
        loadingLabel={intl.formatMessage({ id: 'product.form.submitting' })}
      >
        {intl.formatMessage({ id: inStock ? 'product.form.submit' : 'product.form.outOfStock' })}
      </Button>

      <div role="status" aria-live="polite">
        {added && !pending && (
          <p className={styles.success}>
            <span>{intl.formatMessage({ id: 'product.form.added' })}</span>
            <Link className={styles.link} href={props.cartHref}>
              {intl.formatMessage({ id: 'product.form.viewBasket' })}
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
