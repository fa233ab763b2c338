// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrivalHeading } from './ArrivalHeading.tsx';

describe('ArrivalHeading', () => {
  it('takes the focus the page was left with (the body, after the form that led here went away)', () => {
    render(
      <ArrivalHeading id="done" className="heading">
        Thank you
      </ArrivalHeading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Thank you' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('id', 'done');
  });

  it('leaves focus where the visitor already put it', () => {
    render(
      <>
        <input aria-label="Search" autoFocus />
        <ArrivalHeading id="done" className="heading">
          Thank you
        </ArrivalHeading>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
