import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
  type RefCallback,
} from 'react';
import { mergeRefs } from './mergeRefs.ts';

/**
 * A character limit and how to word the remaining count, e.g. `(n) => n >= 0 ? `${n} characters
 * left` : `${-n} characters too many``. The limit is not enforced by the browser, so pasted text
 * that is too long stays visible and is flagged instead of silently cut.
 */
export type CharacterLimitProps =
  | { maxLength: number; remainingText: (remaining: number) => string }
  | { maxLength?: undefined; remainingText?: undefined };

type TextElement = HTMLInputElement | HTMLTextAreaElement;

interface TextControlOptions<E extends TextElement> {
  id: string | undefined;
  value: unknown;
  defaultValue: unknown;
  error: string | undefined;
  hint: string | undefined;
  ariaDescribedBy: string | undefined;
  ariaInvalid: unknown;
  limit: CharacterLimitProps;
  ref: Ref<E> | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
}

function textLength(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value).length;
}

/** Ids, ARIA wiring and the remaining-characters count shared by TextField and TextArea. */
export function useTextControl<E extends TextElement>(options: TextControlOptions<E>) {
  const generatedId = useId();
  const controlId = options.id ?? `${generatedId}-control`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const counterId = `${generatedId}-counter`;

  const element = useRef<E | null>(null);
  const [typedLength, setTypedLength] = useState(() => textLength(options.defaultValue) ?? 0);
  const length = textLength(options.value) ?? typedLength;

  // Form libraries such as react-hook-form set the initial value through the ref, not a prop.
  useLayoutEffect(() => {
    if (element.current && options.value === undefined) {
      setTypedLength(element.current.value.length);
    }
  }, [options.value]);

  const { maxLength, remainingText } = options.limit;
  const remaining = maxLength === undefined ? undefined : maxLength - length;
  const exceeded = remaining !== undefined && remaining < 0;
  const hasError = options.error !== undefined && options.error !== '';
  const invalid = hasError || exceeded || options.ariaInvalid === true || options.ariaInvalid === 'true';

  const describedBy = [
    options.hint ? hintId : undefined,
    hasError ? errorId : undefined,
    remaining !== undefined ? counterId : undefined,
    options.ariaDescribedBy,
  ]
    .filter(Boolean)
    .join(' ');

  const ref: RefCallback<E> = mergeRefs(element, options.ref);

  function onChange(event: ChangeEvent<E>) {
    setTypedLength(event.target.value.length);
    options.onChange?.(event);
  }

  return {
    controlId,
    hintId,
    errorId,
    counterId,
    invalid,
    exceeded,
    hasError,
    counterText: remaining === undefined || !remainingText ? undefined : remainingText(remaining),
    controlProps: {
      id: controlId,
      ref,
      onChange,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
