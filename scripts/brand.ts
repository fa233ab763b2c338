import { runCli } from '@shop/brand-config/cli';

process.exitCode = runCli(process.argv.slice(2));
