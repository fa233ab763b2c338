import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mailCatcherCommand, mailCatcherPortProblem } from './mail-catcher.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A port another program listens on (`server`), or one nothing listens on. */
async function port(server: Server | null = createServer()): Promise<number> {
  const probe = server ?? createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: taken } = probe.address() as AddressInfo;
  if (server) servers.push(server);
  else await new Promise((resolve) => probe.close(resolve));
  return taken;
}

describe('mailCatcherCommand', () => {
  it('listens on the given ports, SMTP and inbox on the loopback only', () => {
    expect(mailCatcherCommand({ rootDir: '/repo' }, { smtp: 2025, web: 2080 })).toEqual({
      command: '/repo/node_modules/.bin/maildev',
      args: ['--ip', '127.0.0.1', '--smtp', '2025', '--web-ip', '127.0.0.1', '--web', '2080', '--silent'],
    });
  });
});

describe('mailCatcherPortProblem', () => {
  it('is none when both ports are free', async () => {
    expect(await mailCatcherPortProblem({ smtp: await port(null), web: await port(null) })).toBeNull();
  });

  it('names a taken SMTP port and the variable that moves it', async () => {
    const smtp = await port();
    expect(await mailCatcherPortProblem({ smtp, web: await port(null) })).toBe(
      `Port ${smtp} on 127.0.0.1 (the mail catcher's SMTP) is already in use by another program: stop it, or choose another port with MAIL_SMTP_PORT.`,
    );
  });

  it('names a taken inbox port that does not answer as a mail catcher', async () => {
    const web = await port(createHttpServer((_req, res) => res.writeHead(404).end()));
    expect(await mailCatcherPortProblem({ smtp: await port(null), web })).toBe(
      `Port ${web} on 127.0.0.1 (the mail catcher's inbox) is already in use by another program: stop it, or choose another port with MAIL_WEB_PORT.`,
    );
  });

  it('is none when a mail catcher already answers on the inbox port: it is reused', async () => {
    const web = await port(createHttpServer((_req, res) => res.writeHead(200).end('{"status":"ok"}')));
    expect(await mailCatcherPortProblem({ smtp: await port(null), web })).toBeNull();
  });
});
