import { freePort } from '@shop/env/free-port';
import { createPspServer, type PspServer } from '@shop/psp';
import { applicationJobs } from '../applicationJobs.ts';
import type { ApiServerOptions } from '../http/server.ts';
import { createJobWorker, type JobWorker } from '../jobs/index.ts';
import { createMailer } from '../mail/index.ts';
import { startTestSmtp, type TestSmtp } from '../mail/testSmtp.ts';
import { createSandboxProvider } from '../payments/sandboxProvider.ts';
import { startTestApi, type TestApi } from './testApi.ts';

export const SANDBOX = { apiKey: 'sandbox_key', webhookSecret: 'sandbox_webhook_secret' } as const;

export interface CheckoutStack {
  readonly api: TestApi;
  readonly pspUrl: string;
  readonly smtp: TestSmtp;
  readonly worker: JobWorker;
  /** Lines the API, the worker and the payment service logged (to check that no card number is ever logged). */
  readonly logs: string[];
  close(): Promise<void>;
}

/**
 * The API on a fresh database with its job worker, the sandbox payment service (in-process, real HTTP both ways,
 * signed webhooks) and an SMTP server that keeps what it is sent.
 */
export async function startCheckoutStack(
  options: Pick<ApiServerOptions, 'activation' | 'rateLimits' | 'captcha' | 'trustedProxies'> & { readonly brandCodes?: readonly string[] } = {},
): Promise<CheckoutStack> {
  const logs: string[] = [];
  const apiPort = await freePort();
  const psp: PspServer = createPspServer({
    ...SANDBOX,
    webhookUrl: `http://127.0.0.1:${apiPort}/webhooks/psp`,
    webhookRetryBaseMs: 100,
    log: (line) => logs.push(line),
  });
  const { url: pspUrl } = await psp.listen(0);
  const smtp = await startTestSmtp();
  const mailer = createMailer({ smtpUrl: smtp.url });
  const provider = createSandboxProvider({ url: pspUrl, ...SANDBOX });
  let worker: JobWorker | null = null;
  const api = await startTestApi({ port: apiPort, paymentProvider: provider, onJobsQueued: () => worker?.wake(), ...options });
  const logger = {
    info: (...args: unknown[]) => logs.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => logs.push(args.map(String).join(' ')),
    error: (...args: unknown[]) => logs.push(args.map(String).join(' ')),
  };
  const registry = applicationJobs({
    fulfilment: { mailer, brands: api.brands, publicOrigin: 'http://localhost:3000' },
    paymentProvider: provider,
    basketTtlDays: 30,
  });
  worker = createJobWorker({ db: api.database.db, registry, pollIntervalMs: 100, logger });
  worker.start();
  return {
    api,
    pspUrl,
    smtp,
    worker,
    logs,
    async close() {
      await worker?.stop();
      await api.close();
      await psp.close();
      mailer.close();
      await smtp.close();
    },
  };
}
