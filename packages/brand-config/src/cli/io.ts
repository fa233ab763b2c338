/** Where the CLI writes; injected so tests can read what a user would see. */
export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Brands folder override (tests); otherwise BRANDS_DIR or <repo>/brands. */
  readonly brandsDir?: string;
}

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = [
  'Usage: npm run brand -- <command>',
  '',
  'Commands:',
  '  validate [files...]                            check every brand (or only the given brand/defaults files)',
  '  list                                           one line per brand: code, group, store id, country, languages, currency',
  '  new <CODE> --group <CB|CK|GCS> --country <CC> [--languages <ll,ll>] [--currency <CUR>]',
  '                                        scaffold brands/<CODE>/brand.json and its logos (languages: the first is',
  '                                        the default; both default to the country\'s)',
].join('\n');
