import { formatProblem } from '../problems.ts';
import { listBrandCodes, validateBrandFiles } from '../node.ts';
import { EXIT_OK, EXIT_PROBLEMS, type CliIo } from './io.ts';

export function validateCommand(files: readonly string[], io: CliIo): number {
  const options = io.brandsDir === undefined ? {} : { brandsDir: io.brandsDir };
  const problems = validateBrandFiles(files, options);
  if (problems.length > 0) {
    for (const problem of problems) io.out(formatProblem(problem));
    io.err(`${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
    return EXIT_PROBLEMS;
  }
  const what = files.length > 0 ? `${files.length} file${files.length === 1 ? '' : 's'}` : `${listBrandCodes(options).length} brands and their defaults`;
  io.out(`OK: ${what} valid`);
  return EXIT_OK;
}
