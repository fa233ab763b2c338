/** One thing wrong with a brand configuration, located by file and JSON pointer. */
export interface Problem {
  /** File the problem is in, relative to the repository root (or as given). */
  readonly file: string;
  /** RFC 6901 JSON pointer into that file ('' is the whole document). */
  readonly pointer: string;
  readonly message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file} ${problem.pointer === '' ? '/' : problem.pointer} ${problem.message}`;
}

export function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function pointerOf(...segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${escapePointerSegment(String(segment))}`).join('');
}

/** Thrown when a brand cannot be loaded; its message lists every problem, one `<file> <pointer> <message>` per line. */
export class BrandConfigError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[], summary = 'Invalid brand configuration') {
    super([`${summary}:`, ...problems.map(formatProblem)].join('\n'));
    this.name = 'BrandConfigError';
    this.problems = problems;
  }
}
