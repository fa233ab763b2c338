// @vitest-environment jsdom
import { messagesFor } from '@shop/i18n';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientMessages } from './client-messages.ts';
import { IntlProvider } from './IntlProvider.tsx';
import { OnDemandTexts } from './OnDemandTexts.tsx';
import { textsPath } from './texts-on-demand.ts';

function SwitcherTitle() {
  return <h2>{useIntl().formatMessage({ id: 'storeSwitcher.title' })}</h2>;
}

function renderUnder(messages: Record<string, unknown>, locale = 'en-IE') {
  return render(
    <IntlProvider locale={locale} messages={messages as never}>
      <OnDemandTexts set="storeSwitcher">
        <SwitcherTitle />
      </OnDemandTexts>
    </IntlProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('texts on demand', () => {
  it('are not part of the messages every page carries', () => {
    expect(Object.keys(clientMessages('en-IE', 'chrome')).filter((id) => id.startsWith('storeSwitcher.'))).toEqual([]);
  });

  it('are fetched once the part that needs them shows, which then reads them', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ 'storeSwitcher.title': 'Choose your country and language' }));
    renderUnder(clientMessages('en-IE', 'chrome'), 'en-GB');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose your country and language' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(textsPath('storeSwitcher', 'en-GB'));
  });

  it('show nothing when they cannot be fetched, rather than raw message ids', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    renderUnder(clientMessages('en-IE', 'chrome'), 'en-AU');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('storeSwitcher.');
  });

  it('are not fetched when the page already holds them', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderUnder(messagesFor('en-IE'));
    expect(screen.getByRole('heading', { name: 'Choose your country and language' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
