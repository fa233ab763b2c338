/** Command lines of `npm run build:all` and `npm run smoke`: which brands, and how. */

export interface BrandSetOptions {
  readonly brands: readonly string[];
  /** Builds and serves `dist/<brand>-<tag>` instead of `dist/<brand>`. */
  readonly distTag: string | undefined;
  readonly jobs: number;
  readonly force: boolean;
}

export type BrandSetParse = { readonly ok: true; readonly options: BrandSetOptions } | { readonly ok: false; readonly message: string };

export interface BrandSetCommand {
  readonly usage: string;
  /** `--all` or at least one `--brand` is required (smoke), or all brands are the default (build:all). */
  readonly allByDefault: boolean;
  readonly defaultJobs: number;
}

export const BUILD_ALL_COMMAND: BrandSetCommand = {
  usage: 'usage: npm run build:all -- [--brand CODE ...] [--jobs N] [--tag TAG] [--force]',
  allByDefault: true,
  defaultJobs: 2,
};

export const SMOKE_COMMAND: BrandSetCommand = {
  usage: 'usage: npm run smoke -- (--brand CODE ... | --all) [--jobs N] [--tag TAG]',
  allByDefault: false,
  defaultJobs: 2,
};

/** Splits `--flag=value` into `--flag value`, and comma lists of brands into one code each. */
function normalise(argv: readonly string[]): string[] {
  return argv.flatMap((arg) => {
    const eq = arg.indexOf('=');
    return arg.startsWith('--') && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg];
  });
}

export function parseBrandSetArgs(argv: readonly string[], validBrands: readonly string[], command: BrandSetCommand): BrandSetParse {
  const args = normalise(argv);
  const chosen: string[] = [];
  let all = false;
  let distTag: string | undefined;
  let jobs = command.defaultJobs;
  let force = false;
  const fail = (message: string): BrandSetParse => ({ ok: false, message: `${message}\n${command.usage}` });

  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    const value = args[i + 1];
    const needsValue = value !== undefined && !value.startsWith('--');
    switch (flag) {
      case '--brand': {
        if (!needsValue) return fail(`--brand needs a code. Valid codes: ${validBrands.join(', ')}`);
        for (const code of value.split(',').map((part) => part.trim().toUpperCase()).filter(Boolean)) {
          if (!validBrands.includes(code)) return fail(`Unknown brand "${code}". Valid codes: ${validBrands.join(', ')}`);
          if (!chosen.includes(code)) chosen.push(code);
        }
        i += 1;
        break;
      }
      case '--all':
        all = true;
        break;
      case '--tag':
        if (!needsValue || !/^[A-Za-z0-9_-]+$/.test(value)) return fail('--tag needs a name of letters, digits, - or _');
        distTag = value;
        i += 1;
        break;
      case '--jobs':
        if (!needsValue || !/^[1-9]\d*$/.test(value)) return fail(`--jobs needs a whole number of at least 1, got "${value ?? ''}"`);
        jobs = Number(value);
        i += 1;
        break;
      case '--force':
        force = true;
        break;
      default:
        return fail(`Unknown option "${flag ?? ''}".`);
    }
  }

  if (all && chosen.length > 0) return fail('Give either --all or --brand, not both.');
  if (!all && chosen.length === 0 && !command.allByDefault) return fail('Choose the storefronts: --brand CODE (repeatable) or --all.');
  const brands = all || chosen.length === 0 ? [...validBrands] : chosen;
  return { ok: true, options: { brands, distTag, jobs, force } };
}
