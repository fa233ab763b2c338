'use client';

import type {} from 'altcha/types/react';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { captchaTextsFor } from './captcha-texts.ts';

export interface CaptchaProps {
  /** Challenge URL: our own route handler, which asks the API. */
  readonly challengeUrl: string;
  readonly language: string;
  /** The solution's payload (sent as captchaToken), or null when it expired or failed. */
  readonly onChange: (token: string | null) => void;
  readonly error?: string | undefined;
}

type AltchaDetail = { readonly state?: string; readonly payload?: string };

/**
 * The ALTCHA proof-of-work widget (a web component). Its script is loaded only when this component mounts, so
 * pages without the identify modal never download it.
 */
export function Captcha({ challengeUrl, language, onChange, error }: CaptchaProps) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    let active = true;
    void (async () => {
      await import('altcha');
      // Without its texts the widget speaks English: still usable, so a failed load is not an error.
      await captchaTextsFor(intl.locale)?.().catch(() => undefined);
      if (active) setReady(true);
    })();
    return () => {
      active = false;
    };
  }, [intl.locale]);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) latest.current(detail.payload);
      else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified') latest.current(null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready]);

  const errorId = 'captcha-error';
  return (
    <div aria-describedby={error ? errorId : undefined}>
      {ready ? (
        <altcha-widget ref={ref} challenge={challengeUrl} language={language} name="captchaToken" />
      ) : (
        <p>{intl.formatMessage({ id: 'checkout.captcha.loading' })}</p>
      )}
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
