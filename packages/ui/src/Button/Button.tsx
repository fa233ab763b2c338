'use client';

import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { classNames } from '../private/classNames.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'link'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Ignores clicks and looks inactive; stays focusable so its label can still be read. */
  disabled?: boolean;
  children: ReactNode;
}

/** A loading button must say what it is waiting for, for screen reader users. */
type LoadingProps =
  | { loading?: false | undefined; loadingLabel?: string }
  | { loading: boolean; loadingLabel: string };

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, 'disabled' | 'children'> & {
  href?: undefined;
};
type NativeLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & { href: string };

export type ButtonProps = ButtonOwnProps & LoadingProps & (NativeButtonProps | NativeLinkProps);

type ButtonAsLinkProps = ButtonOwnProps & LoadingProps & NativeLinkProps;
type ButtonAsButtonProps = ButtonOwnProps & LoadingProps & NativeButtonProps;

function isLinkProps(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

export function Button(props: ButtonProps) {
  return isLinkProps(props) ? <LinkButton {...props} /> : <NativeButton {...props} />;
}

interface ButtonState {
  variant: ButtonVariant | undefined;
  size: ButtonSize | undefined;
  fullWidth: boolean | undefined;
  disabled: boolean | undefined;
  loading: boolean | undefined;
  loadingLabel: string | undefined;
  children: ReactNode;
  className: string | undefined;
}

function useButtonState({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  disabled = false,
  loading = false,
  loadingLabel,
  children,
  className,
}: ButtonState) {
  const inert = disabled || loading;
  const content = (
    <>
      <span className={classNames(loading && styles.labelWhileLoading)}>{children}</span>
      {loading && loadingLabel !== undefined && (
        <span className={styles.spinnerSlot}>
          <Spinner label={loadingLabel} size="sm" />
        </span>
      )}
    </>
  );
  function guardClick<E extends HTMLElement>(
    event: MouseEvent<E>,
    onClick: ((event: MouseEvent<E>) => void) | undefined,
  ) {
    if (inert) {
      // Stops form submission and link navigation too, not just our own handler.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  }
  return {
    inert,
    content,
    guardClick,
    className: classNames(styles.button({ variant, size, fullWidth }), className),
    stateAttributes: {
      'aria-disabled': inert || undefined,
      'aria-busy': loading || undefined,
    },
  };
}

function LinkButton({
  variant,
  size,
  fullWidth,
  disabled,
  loading,
  loadingLabel,
  children,
  className,
  onClick,
  href,
  ...anchor
}: ButtonAsLinkProps) {
  const state = useButtonState({ variant, size, fullWidth, disabled, loading, loadingLabel, children, className });
  return (
    <a
      {...anchor}
      {...state.stateAttributes}
      // Without href a link cannot be followed; role and tabIndex keep it announced and reachable.
      href={state.inert ? undefined : href}
      role={state.inert ? 'link' : anchor.role}
      tabIndex={state.inert ? 0 : anchor.tabIndex}
      className={state.className}
      onClick={(event) => state.guardClick(event, onClick)}
    >
      {state.content}
    </a>
  );
}

function NativeButton({
  variant,
  size,
  fullWidth,
  disabled,
  loading,
  loadingLabel,
  children,
  className,
  onClick,
  type = 'button',
  href: _noHref,
  ...button
}: ButtonAsButtonProps) {
  const state = useButtonState({ variant, size, fullWidth, disabled, loading, loadingLabel, children, className });
  return (
    <button
      {...button}
      {...state.stateAttributes}
      type={type}
      className={state.className}
      onClick={(event) => state.guardClick(event, onClick)}
    >
      {state.content}
    </button>
  );
}
