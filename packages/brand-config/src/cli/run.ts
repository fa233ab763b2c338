import { BrandConfigError, formatProblem } from '../problems.ts';
import { EXIT_PROBLEMS, EXIT_USAGE, USAGE, UsageError, type CliIo } from './io.ts';
import { listCommand } from './list-command.ts';
import { newCommand } from './new-command.ts';
import { validateCommand } from './validate-command.ts';

export type { CliIo } from './io.ts';
export { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, USAGE } from './io.ts';

const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs `brand <command> …` and returns the exit code; never throws. */
export function runCli(argv: readonly string[], io: CliIo = consoleIo): number {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'validate':
        return validateCommand(args, io);
      case 'list':
        if (args.length > 0) throw new UsageError('list takes no arguments');
        return listCommand(io);
      case 'new':
        return newCommand(args, io);
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.err(USAGE);
        return EXIT_USAGE;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    if (error instanceof BrandConfigError) {
      for (const problem of error.problems) io.out(formatProblem(problem));
      return EXIT_PROBLEMS;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_PROBLEMS;
  }
}
