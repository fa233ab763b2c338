import { TextField } from '@shop/ui';
import type { Ref } from 'react';

export interface CardNumberPinFieldsProps {
  readonly labels: { readonly cardNumber: string; readonly cardNumberHint: string; readonly pin: string; readonly pinHint: string };
  readonly cardNumberRef: Ref<HTMLInputElement>;
  readonly pinRef: Ref<HTMLInputElement>;
  readonly errors: { readonly cardNumber?: string; readonly pin?: string };
  /** The number the shopper typed, kept when the server refused it. */
  readonly defaultCardNumber?: string;
}

/** A gift card's 19-digit number and 6-digit PIN, as the balance check and paying with a gift card ask for them. */
export function CardNumberPinFields({ labels, cardNumberRef, pinRef, errors, defaultCardNumber }: CardNumberPinFieldsProps) {
  return (
    <>
      <TextField
        ref={cardNumberRef}
        label={labels.cardNumber}
        hint={labels.cardNumberHint}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        defaultValue={defaultCardNumber}
        error={errors.cardNumber}
      />
      <TextField
        ref={pinRef}
        label={labels.pin}
        hint={labels.pinHint}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        error={errors.pin}
      />
    </>
  );
}
