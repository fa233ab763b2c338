import type { LineActionAnswer } from './line-action-answer.ts';
import * as styles from './CartScreen.css.ts';

/** Why a line's form posted without the script was refused, on a line of its own under the line's actions. */
export function LineActionProblem({ answer }: { readonly answer: LineActionAnswer }) {
  if (!answer.problem) return null;
  return (
    <p role="alert" className={styles.lineActionProblem}>
      {answer.problem}
    </p>
  );
}
