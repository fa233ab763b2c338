'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, formatMoney } from '@shop/ui';
import {
  CUSTOM_AMOUNT, MAX_QUANTITY_PER_PACKAGE, productFormSchema, toPackageDraft, type DeliveryKind, type PackageDraft, type ProductFormValues,
  type ProductRules,
} from '@shop/validation';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { addPackageToCart } from '../../cart/actions.ts';
import { PRODUCT_FORM_CONTEXT } from './add-without-script-model.ts';
import type { CartActionResult } from '../../cart/action-result.ts';
import { DeliveryPromiseText } from './DeliveryPromiseText.tsx';
import {
  FIELD_REFUSED, firstAmountChoice, offeredKinds, offersAmountChoice, packagePrice, wrappersOf, type FormExtra, type FormExtras,
} from './product-form-model.ts';
import * as styles from './ProductForm.css.ts';
import { formError } from '../form-page.css.ts';
import {
  AddedNotice, AmountChoiceField, bindText, CustomAmountField, DeliveryKindField, FormTotal, GiftPackingField, PersonalMessageFields,
  QuantityField, WrapperField,
} from './ProductFormFields.tsx';
import { useAddToCart } from './use-add-to-cart.ts';
import { useAddWithoutScript } from './use-add-without-script.ts';
import { formatFormMessage } from '../../i18n/form-message.ts';

export interface ProductFormProps {
  readonly lang: string;
  readonly locale: string;
  readonly currency: string;
  /** The store's country, whose clock and holidays the delivery promise follows. */
  readonly storeCountry: string;
  /** `path` is the API's path of the product, which a form sent without its script names. */
  readonly product: { readonly id: string; readonly title: string; readonly path: string };
  /** The product always travels by registered post (wine): its delivery promise names no letterbox. */
  readonly registeredShipping?: boolean;
  readonly rules: ProductRules;
  readonly extras: FormExtras;
  /** Public path of the basket. */
  readonly cartHref: string;
  /** Sends the package to the cart; the server action by default. */
  readonly addToCart?: (lang: string, draft: PackageDraft) => Promise<CartActionResult>;
}

/** Spec §2 product form: delivery kind, amount, quantity, extras and message, and the button that adds the package. */
export function ProductForm(props: ProductFormProps) {
  const { lang, locale, currency, rules, extras } = props;
  const intl = useIntl();
  const schema = useMemo(() => productFormSchema(rules), [rules]);
  const withoutScript = useAddWithoutScript(rules);
  const { defaults } = withoutScript;
  const form = useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues: defaults, errors: withoutScript.fieldErrors, mode: 'onTouched' });
  const { control, register, handleSubmit, setValue, setError, formState } = form;
  const values = useWatch({ control }) as ProductFormValues;
  const kind = values.deliveryKind;
  const variation = rules[kind];
  const money = (value: number) => formatMoney({ value, currency, locale });
  const withPrice = (extra: FormExtra) =>
    extra.price > 0 ? intl.formatMessage({ id: 'product.form.extraPrice' }, { name: extra.title, price: money(extra.price) }) : extra.title;
  const cart = useAddToCart({
    lang,
    currency,
    product: props.product,
    addToCart: props.addToCart ?? addPackageToCart,
    onRefusedField: (field) => setError(field, { type: 'server', message: FIELD_REFUSED }),
  });

  const errorText = (field: FieldPath<ProductFormValues>): string | undefined => {
    const id = formState.errors[field]?.message;
    if (!id) return undefined;
    const range = variation?.customAmount;
    return formatFormMessage(intl, id, {
      minimum: range ? money(range.minimum) : '',
      maximum: field === 'quantity' ? String(MAX_QUANTITY_PER_PACKAGE) : range ? money(range.maximum) : '',
      min: range ? money(range.minimum) : '',
      max: range ? money(range.maximum) : '',
    });
  };

  const switchKind = (next: DeliveryKind) => {
    setValue('deliveryKind', next);
    // Wrappers of one kind do not exist for the other, and gift packing is physical only.
    setValue('wrapperId', '');
    setValue('giftPackingId', '');
    if (!offersAmountChoice(rules, next, form.getValues('amountChoice'))) setValue('amountChoice', firstAmountChoice(rules, next));
    cart.forgetAdded();
  };

  const onValid = (valid: ProductFormValues) => {
    const draft = toPackageDraft(valid, rules);
    cart.add(draft, packagePrice(draft, extras, valid.deliveryKind));
  };

  const kinds = offeredKinds(rules);
  const wrappers = wrappersOf(extras, kind);
  const inStock = variation?.inStock ?? false;
  const parsed = schema.safeParse(values);
  const price = parsed.success ? packagePrice(toPackageDraft(parsed.data, rules), extras, kind) : null;

  return (
    <form className={styles.form} action={withoutScript.action} onSubmit={handleSubmit(onValid)} noValidate aria-busy={cart.pending}>
      <input type="hidden" name={PRODUCT_FORM_CONTEXT.lang} value={lang} />
      <input type="hidden" name={PRODUCT_FORM_CONTEXT.productPath} value={props.product.path} />
      {withoutScript.problem && (
        <p className={formError} role="alert">
          {withoutScript.problem}
        </p>
      )}
      {kinds.length > 1 && <DeliveryKindField kinds={kinds} value={kind} onChange={switchKind} />}
      <AmountChoiceField control={control} variation={variation} money={money} error={errorText('amountChoice')} onChosen={cart.forgetAdded} />
      {values.amountChoice === CUSTOM_AMOUNT && variation?.customAmount && (
        <CustomAmountField
          field={bindText(register, 'customAmount', defaults)}
          currency={currency}
          range={variation.customAmount}
          money={money}
          error={errorText('customAmount')}
        />
      )}
      <QuantityField field={bindText(register, 'quantity', defaults)} error={errorText('quantity')} />
      {wrappers.length > 0 && <WrapperField control={control} kind={kind} wrappers={wrappers} withPrice={withPrice} error={errorText('wrapperId')} />}
      {kind === 'PHYSICAL' && extras.giftPackings.length > 0 && (
        <GiftPackingField
          control={control}
          packings={extras.giftPackings}
          chosenId={values.giftPackingId}
          withPrice={withPrice}
          error={errorText('giftPackingId')}
        />
      )}
      {extras.personalMessage && (
        <PersonalMessageFields
          register={register}
          defaults={defaults}
          extra={extras.personalMessage}
          withMessage={values.withMessage}
          money={money}
          error={errorText('message')}
        />
      )}
      <DeliveryPromiseText kind={kind} storeCountry={props.storeCountry} registered={props.registeredShipping ?? false} />
      <FormTotal price={price} money={money} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        fullWidth
        disabled={cart.pending || !inStock}
        loading={cart.pending}
        loadingLabel={intl.formatMessage({ id: 'product.form.submitting' })}
      >
        {intl.formatMessage({ id: inStock ? 'product.form.submit' : 'product.form.outOfStock' })}
      </Button>
      <AddedNotice shown={cart.added && !cart.pending} cartHref={props.cartHref} />
    </form>
  );
}
