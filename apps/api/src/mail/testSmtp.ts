import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for `createMailer({ smtpUrl })`. */
  readonly url: string;
  /** Every message received so far, parsed, in arrival order. */
  readonly messages: readonly ParsedMail[];
  /** Resolves once `count` messages have arrived (in all); rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<readonly ParsedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

/** An SMTP server inside the test process that keeps what it is sent (no auth, no TLS, loopback only). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessages(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve([...messages]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} e-mails, received ${messages.length}`));
        }, timeoutMs);
        function check() {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...messages]);
        }
        waiters.add(check);
      });
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
