import type { ReactNode } from 'react';
import { ArrivalHeading } from '../../forms/ArrivalHeading.tsx';
import * as styles from './Auth.css.ts';

export interface AuthPageProps {
  readonly title: string;
  readonly intro?: string;
  /** A notice above the form (the session ended). */
  readonly notice?: string | null;
  /** The page a form's action redirected to: its heading takes focus (ArrivalHeading). */
  readonly arrival?: boolean;
  readonly children: ReactNode;
}

/** The frame of every log in, register and password page: one heading (the forms are labelled by it), an intro, the form. */
export function AuthPage({ title, intro, notice, arrival = false, children }: AuthPageProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      {arrival ? (
        <ArrivalHeading id="auth-title" className={styles.heading}>
          {title}
        </ArrivalHeading>
      ) : (
        <h1 id="auth-title" className={styles.heading}>
          {title}
        </h1>
      )}
      {notice && (
        <p role="status" className={styles.info}>
          {notice}
        </p>
      )}
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
