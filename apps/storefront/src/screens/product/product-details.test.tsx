// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../i18n/server-intl.ts';
import { howItWorks } from './how-it-works.ts';
import { HowItWorks } from './HowItWorks.tsx';
import { Validity } from './Validity.tsx';
import { WhereToSpend } from './WhereToSpend.tsx';

const intl = getIntl('en-IE');

describe('HowItWorks', () => {
  it('tells the steps of each way a card is sent', () => {
    render(<HowItWorks intl={intl} routes={howItWorks('GIFTCARD_DIGITAL', ['DIGITAL', 'PHYSICAL'])} product="gift card" title="Spa Day" />);
    const block = screen.getByRole('region', { name: 'How it works' });
    expect(within(block).getByRole('heading', { name: 'Sent by e-mail' })).toBeInTheDocument();
    expect(within(block).getByRole('heading', { name: 'Sent by post' })).toBeInTheDocument();
    expect(within(block).getAllByRole('listitem')).toHaveLength(6);
    expect(block).toHaveTextContent('Within 1 hour we e-mail it');
    expect(block).toHaveTextContent('arrives in 1–3 working days');
  });
});

describe('WhereToSpend', () => {
  it('counts the locations and links to them', () => {
    render(<WhereToSpend intl={intl} title="Harbour House" locationCount={3} locationsHref="/gift-cards/harbour-house/location/" />);
    const block = screen.getByRole('region', { name: 'Where to spend it' });
    expect(block).toHaveTextContent('Harbour House is accepted at 3 locations.');
    expect(within(block).getByRole('link', { name: 'Find a location near you' })).toHaveAttribute('href', '/gift-cards/harbour-house/location/');
  });

  it('links no locations page for a card without locations', () => {
    render(<WhereToSpend intl={intl} title="Pixel Electronics" locationCount={0} locationsHref="/gift-cards/pixel/location/" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Where to spend it' })).toHaveTextContent('Spend it in store or online');
  });
});

describe('Validity', () => {
  it('says how long the card is valid, in years where it can', () => {
    render(<Validity intl={intl} months={60} />);
    expect(screen.getByRole('region', { name: 'Validity' })).toHaveTextContent('Valid for 5 years from the day it is issued.');
  });
});
