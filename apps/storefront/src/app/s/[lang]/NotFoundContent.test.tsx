// @vitest-environment jsdom
import { messagesFor } from '@shop/i18n';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../i18n/IntlProvider.tsx';
import { NotFoundContent } from './NotFoundContent.tsx';

const route = vi.hoisted(() => ({ lang: 'fr' as string | undefined }));
vi.mock('next/navigation', () => ({ useParams: () => ({ lang: route.lang }) }));

const linksByLanguage = {
  nl: { home: '/', productList: '/cadeaubonnen/', product: 'cadeaubonnen' },
  fr: { home: '/fr/', productList: '/fr/cartes-cadeaux/', product: 'cartes cadeaux' },
};

describe('NotFoundContent', () => {
  // The screen loads when the boundary shows it; loaded here once, so the tests do not time the first compile.
  beforeAll(async () => {
    await import('../../../screens/not-found/NotFoundView.tsx');
  });

  it('links home and to the product list in the language of the URL', async () => {
    route.lang = 'fr';
    render(
      <IntlProvider locale="en-IE" messages={messagesFor('en-IE')}>
        <NotFoundContent linksByLanguage={linksByLanguage} defaultLanguage="nl" />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, this page does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('link', { name: 'View all cartes cadeaux' })).toHaveAttribute('href', '/fr/cartes-cadeaux/');
  });

  it('falls back to the default language outside a language route, in the store locale', async () => {
    route.lang = undefined;
    render(
      <IntlProvider locale="nl-NL" messages={messagesFor('nl-NL')}>
        <NotFoundContent linksByLanguage={linksByLanguage} defaultLanguage="nl" />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Oeps, deze pagina bestaat niet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk alle cadeaubonnen' })).toHaveAttribute('href', '/cadeaubonnen/');
  });
});
