import type { ReactNode } from 'react';
import * as styles from './Auth.css.ts';

export interface AuthPageProps {
  readonly title: string;
  readonly intro?: string;
  /** A notice above the form (the session ended). */
  readonly notice?: string | null;
  readonly children: ReactNode;
}

/** The frame of every log in, register and password page: one heading (the forms are labelled by it), an intro, the form. */
export function AuthPage({ title, intro, notice, children }: AuthPageProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.heading}>
        {title}
      </h1>
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
