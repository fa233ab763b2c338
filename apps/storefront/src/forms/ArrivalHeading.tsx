'use client';

import { useEffect, useRef, type ReactNode } from 'react';

export interface ArrivalHeadingProps {
  readonly id: string;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * The heading of the page a form leads to once it is done (the doubler's thank-you, the activation's success page).
 * The form's server action redirects there, so the button that had focus is gone and focus would stay on the page's
 * body; the heading takes it instead, as the forms that show their outcome in place move focus to it, and the outcome
 * is read out from its top. Focus someone already put elsewhere stays where it is.
 */
export function ArrivalHeading({ id, className, children }: ArrivalHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
