// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from './content.ts';
import { ContentBody } from './ContentBody.tsx';

const contact: ContentPage = {
  id: '7032006',
  pageType: 'INFORMATION',
  path: '/contact-us',
  title: 'Contact',
  heroTitle: null,
  body: 'Questions? We are happy to help.\n\n## Customer service\nE-mail: service@giftcardshop.ie\nPhone: +353 1 234 5678',
  metadata: { title: 'Contact | GCSIE', keywords: [], noindex: false, nofollow: false, hreflangTags: [] },
  product: null,
  location: null,
};

describe('ContentBody', () => {
  it('shows the page title, its section headings and paragraphs with their line breaks', () => {
    const { container } = render(<ContentBody page={contact} headingId="contact-title" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Customer service' })).toBeInTheDocument();
    const details = screen.getByText(/service@giftcardshop\.ie/);
    expect(details.tagName).toBe('P');
    expect(details.querySelectorAll('br')).toHaveLength(1);
    expect(details).toHaveTextContent('E-mail: service@giftcardshop.iePhone: +353 1 234 5678');
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});
