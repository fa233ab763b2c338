'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MoreMessages, type Messages } from './IntlProvider.tsx';
import { holdsTexts, loadTexts, type TextSet } from './texts-on-demand.ts';

export interface OnDemandTextsProps {
  readonly set: TextSet;
  readonly children: ReactNode;
}

/**
 * Renders its children once a set of texts no page carries has come (texts-on-demand.ts); at once when the messages
 * above already hold them. Nothing shows while they come, or when they cannot be fetched.
 */
export function OnDemandTexts({ set, children }: OnDemandTextsProps) {
  const intl = useIntl();
  const held = holdsTexts(set, intl.messages as Messages);
  const [texts, setTexts] = useState<Messages | null>(null);
  useEffect(() => {
    if (held || texts) return;
    let current = true;
    loadTexts(set, intl.locale).then(
      (loaded) => {
        if (current) setTexts(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [held, texts, set, intl.locale]);
  if (held) return children;
  return texts ? <MoreMessages messages={texts}>{children}</MoreMessages> : null;
}
