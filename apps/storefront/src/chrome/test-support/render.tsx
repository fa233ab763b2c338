import { messagesFor } from '@shop/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from '../../i18n/IntlProvider.tsx';

/** Renders a client component under the IntlProvider the layout mounts, with every message of the locale. */
export function renderWithIntl(ui: ReactElement, locale = 'en-IE'): RenderResult {
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      {ui}
    </IntlProvider>,
  );
}
