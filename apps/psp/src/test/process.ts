import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const pspDir = fileURLToPath(new URL('../..', import.meta.url));

/** Whom the service runs as: another user than the test's (root ignores file permissions). */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

/** The service as `npm start` runs it: `node --import tsx src/main.ts` in a process group of its own. */
function spawnPsp(env: Readonly<Record<string, string>>, stdio: 'ignore' | 'pipe', runAs?: RunAs): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: pspDir, env: { ...process.env, ...env }, stdio, detached: true, ...runAs });
}

export interface PspProcess {
  readonly url: string;
  /** SIGTERM, as a process manager sends it; resolves with the exit code. */
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}

/** Starts the service on `port` and resolves once it answers `/healthz`. */
export async function startPspProcess(port: number, env: Readonly<Record<string, string>>): Promise<PspProcess> {
  const child = spawnPsp({ PSP_HOST: '127.0.0.1', PSP_PORT: String(port), ...env }, 'ignore');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, name);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the payment service exited with ${child.exitCode}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      signal('SIGKILL');
      throw new Error(`${url} did not answer within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => {
      signal('SIGTERM');
      return exited;
    },
    async kill() {
      signal('SIGKILL');
      await exited;
    },
  };
}

/** Runs the service with `env` until it exits on its own (a start that fails), with what it printed. */
export function runPspUntilExit(
  env: Readonly<Record<string, string>>,
  timeoutMs = 30_000,
  runAs?: RunAs,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnPsp(env, 'pipe', runAs);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`the payment service was still running after ${timeoutMs} ms; it printed: ${stdout}${stderr}`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
