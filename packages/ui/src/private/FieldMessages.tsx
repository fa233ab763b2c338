import * as styles from './field.css.ts';

interface FieldMessagesProps {
  hint: string | undefined;
  hintId: string;
  error: string | undefined;
  errorId: string;
  counterText: string | undefined;
  counterId: string;
  exceeded: boolean;
}

/** The hint, error and remaining-characters lines under a text control. */
export function FieldMessages({ hint, hintId, error, errorId, counterText, counterId, exceeded }: FieldMessagesProps) {
  if (!hint && !error && counterText === undefined) return null;
  return (
    <div className={styles.messages}>
      <div>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      {counterText !== undefined && (
        <p id={counterId} aria-live="polite" className={styles.counter({ exceeded })}>
          {counterText}
        </p>
      )}
    </div>
  );
}
