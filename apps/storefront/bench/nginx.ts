import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnManaged, waitUntilAnswering, type ManagedProcess } from '../cli/processes.ts';

/** Debian's package puts it here; `NGINX` names another binary. */
const DEBIAN_NGINX = '/usr/sbin/nginx';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary to measure against: `NGINX`, else Debian's, else the first on PATH; undefined when there is none. */
export function findNginx(env: Readonly<Record<string, string | undefined>> = process.env, knownPlaces: readonly string[] = [DEBIAN_NGINX]): string | undefined {
  if (env.NGINX) return isExecutable(env.NGINX) ? env.NGINX : undefined;
  const onPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'nginx'));
  return [...knownPlaces, ...onPath].find(isExecutable);
}

export interface NginxSite {
  /** The folder served as the document root (a URL ending in '/' serves its index.html). */
  readonly root: string;
  readonly port: number;
  /** A folder of its own for the pid file and nginx's temporary files. */
  readonly workDir: string;
}

/**
 * A static site as nginx serves one in production (one worker per core, sendfile, keep-alive), minus the access log
 * (the storefront keeps none either), run in the foreground so the bench can stop it.
 */
export function nginxConfig({ root, port, workDir }: NginxSite): string {
  const temp = (name: string) => JSON.stringify(path.join(workDir, name));
  return `daemon off;
worker_processes auto;
pid ${temp('nginx.pid')};
error_log stderr error;

events {
  worker_connections 1024;
}

http {
  types {
    text/html html;
  }
  default_type application/octet-stream;
  charset utf-8;
  access_log off;
  log_not_found off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  server {
    listen 127.0.0.1:${port};
    root ${JSON.stringify(root)};
    index index.html;
  }
}
`;
}

/** Starts nginx on `site` with a generated configuration; the caller stops it. */
export async function startNginx(binary: string, site: NginxSite): Promise<{ url: string; server: ManagedProcess }> {
  mkdirSync(site.workDir, { recursive: true });
  const configFile = path.join(site.workDir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(site));
  // -e: errors go to stderr from the start, not to the package's log file.
  const server = spawnManaged('nginx', binary, ['-p', site.workDir, '-c', configFile, '-e', 'stderr'], { cwd: site.workDir, env: process.env });
  const url = `http://127.0.0.1:${site.port}`;
  if (!(await waitUntilAnswering(`${url}/`, server.exited, 30_000))) {
    await server.stop();
    throw new Error(`nginx (${binary}) did not answer on ${url}`);
  }
  return { url, server };
}
