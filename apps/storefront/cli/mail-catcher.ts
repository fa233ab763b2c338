import path from 'node:path';
import { portFree } from '@shop/env/free-port';
import { statusAt } from './processes.ts';
import type { Workspace } from './storefront-command.ts';

/** Where the local mail catcher (maildev) listens: both ports on the loopback only, the inbox shows gift card PINs. */
export interface MailCatcherPorts {
  readonly smtp: number;
  readonly web: number;
}

export const MAIL_CATCHER_HOST = '127.0.0.1';

/** The inbox's web and REST origin (`GET /api/email` lists the mails). */
export const mailCatcherOrigin = (ports: MailCatcherPorts): string => `http://${MAIL_CATCHER_HOST}:${ports.web}`;
export const mailInboxUrl = (ports: MailCatcherPorts): string => `${mailCatcherOrigin(ports)}/`;
export const mailCatcherHealthUrl = (ports: MailCatcherPorts): string => `${mailCatcherOrigin(ports)}/api/healthz`;

/** The command that runs the mail catcher on `ports`. */
export function mailCatcherCommand(ws: Workspace, ports: MailCatcherPorts): { readonly command: string; readonly args: readonly string[] } {
  return {
    command: path.join(ws.rootDir, 'node_modules', '.bin', 'maildev'),
    args: ['--ip', MAIL_CATCHER_HOST, '--smtp', String(ports.smtp), '--web-ip', MAIL_CATCHER_HOST, '--web', String(ports.web), '--silent'],
  };
}

/**
 * One line when the mail catcher cannot start because another program holds one of its ports (a mail catcher already
 * answering on the inbox port is reused, so that is no problem); null when it can. The mail catcher itself says
 * nothing when it cannot listen, so this is asked before it is started.
 */
export async function mailCatcherPortProblem(ports: MailCatcherPorts): Promise<string | null> {
  const health = await statusAt(mailCatcherHealthUrl(ports));
  if (health !== null && health >= 200 && health < 300) return null;
  const wanted = [
    { port: ports.smtp, what: 'SMTP', variable: 'MAIL_SMTP_PORT' },
    { port: ports.web, what: 'inbox', variable: 'MAIL_WEB_PORT' },
  ];
  for (const { port, what, variable } of wanted) {
    if (!(await portFree(port, MAIL_CATCHER_HOST))) {
      return `Port ${port} on ${MAIL_CATCHER_HOST} (the mail catcher's ${what}) is already in use by another program: stop it, or choose another port with ${variable}.`;
    }
  }
  return null;
}
