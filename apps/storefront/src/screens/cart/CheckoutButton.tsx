'use client';

import { Button, Modal, TextField } from '@shop/ui';
import { emailIssue, normalizeEmail } from '@shop/validation';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutActionResult } from '../../checkout/action-result.ts';
import { continueAsGuest, identifyForCheckout } from '../../checkout/actions.ts';
import { useErrorModal } from '../../chrome/error-modal/ErrorModalProvider.tsx';
import { Captcha } from '../checkout/Captcha.tsx';
import type { MessageId } from '@shop/i18n';

/** ALTCHA's "captcha failed" code: shown at the widget rather than in the error modal. */
const CAPTCHA_FAILED = 4008;

export interface CheckoutButtonProps {
  readonly lang: string;
  /** Public path of the checkout: the link works before hydration and without JS. */
  readonly checkoutHref: string;
  /** The brand's `features.orderModalAuth`: identify (e-mail + captcha) rather than the guest order modal. */
  readonly identify: boolean;
  readonly captchaUrl: string;
  /** A logged-in customer needs no identify or guest modal: the button is the checkout's link. */
  readonly signedIn?: boolean;
  readonly identifyForCheckout?: (lang: string, email: string, captchaToken: string) => Promise<CheckoutActionResult>;
  readonly continueAsGuest?: (lang: string, email: string) => Promise<CheckoutActionResult>;
  readonly navigate?: (location: string) => void;
}

/**
 * Spec §4 "Identify before checkout": a logged-in customer goes straight to checkout; any other visitor gets the
 * identify modal (e-mail + captcha, then the account check) or the guest order modal (e-mail only).
 */
export function CheckoutButton({ signedIn = false, ...props }: CheckoutButtonProps) {
  const intl = useIntl();
  if (signedIn) {
    return (
      <Button href={props.checkoutHref} variant="primary" size="lg" fullWidth>
        {intl.formatMessage({ id: 'cart.checkout' })}
      </Button>
    );
  }
  return <IdentifyCheckoutButton {...props} />;
}

function IdentifyCheckoutButton({
  lang, checkoutHref, identify, captchaUrl, identifyForCheckout: identifyAction = identifyForCheckout,
  continueAsGuest: guestAction = continueAsGuest, navigate = (to) => window.location.assign(to),
}: Omit<CheckoutButtonProps, 'signedIn'>) {
  const intl = useIntl();
  const errorModal = useErrorModal();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [captchaKey, setCaptchaKey] = useState(0);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const label = (id: MessageId) => intl.formatMessage({ id });

  // Judged with the shared rule (the /account/ identify form's, the actions' and the API's), on the address as the
  // actions read it, before anything is sent: a mistyped address is told at once, not after the captcha and a round trip.
  const problemOf = (address: string) => {
    const trimmed = address.trim();
    if (trimmed === '') return label('checkout.identify.emailRequired');
    return emailIssue(normalizeEmail(trimmed)) ? label('checkout.identify.emailInvalid') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = email.trim();
    const emailProblem = problemOf(email);
    setEmailError(emailProblem);
    if (identify && !token) setCaptchaError(label('checkout.identify.captchaRequired'));
    if (emailProblem) emailRef.current?.focus();
    if (emailProblem || (identify && !token)) return;
    setPending(true);
    const result = identify && token ? await identifyAction(lang, trimmed, token) : await guestAction(lang, trimmed);
    if (result.ok) {
      navigate(result.location);
      return;
    }
    setPending(false);
    if (result.errors.some((error) => error.code === CAPTCHA_FAILED)) {
      // A solution is single use: a fresh widget solves a fresh challenge.
      setToken(null);
      setCaptchaKey((key) => key + 1);
      setCaptchaError(label('checkout.identify.captchaFailed'));
      return;
    }
    if (result.errors.some((error) => error.referencedRequestParameter === 'email')) {
      setEmailError(label('checkout.identify.emailInvalid'));
      return;
    }
    setOpen(false);
    errorModal.show(result.errors);
  };

  return (
    <>
      <Button
        href={checkoutHref}
        variant="primary"
        size="lg"
        fullWidth
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label('cart.checkout')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={label(identify ? 'checkout.identify.title' : 'checkout.guest.title')}
        closeLabel={label('checkout.identify.close')}
        loading={pending}
        size="sm"
      >
        <form noValidate onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
          <p>{label(identify ? 'checkout.identify.intro' : 'checkout.guest.intro')}</p>
          <TextField
            ref={emailRef}
            label={label('checkout.identify.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              // A message already shown follows the address as it is mended; none appears while it is first typed.
              if (emailError) setEmailError(problemOf(event.target.value));
            }}
            error={emailError}
          />
          {identify && (
            <Captcha
              key={captchaKey}
              challengeUrl={captchaUrl}
              language={lang}
              error={captchaError}
              onChange={(next) => {
                setToken(next);
                if (next) setCaptchaError(undefined);
              }}
            />
          )}
          <Button type="submit" variant="primary" fullWidth loading={pending} loadingLabel={label('checkout.identify.checking')}>
            {label(identify ? 'checkout.identify.continue' : 'checkout.guest.continue')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
