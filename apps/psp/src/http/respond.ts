import type { ServerResponse } from 'node:http';
import type { RenderedPage } from '../pages/layout.ts';
import type { ApiError } from './errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendApiError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  sendJson(
    res,
    error.status,
    { error: { code: error.code, message: error.message, ...(error.param ? { param: error.param } : {}) } },
    headers,
  );
}

export function sendPage(res: ServerResponse, status: number, page: RenderedPage): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page.html),
    'cache-control': 'no-store',
    'content-security-policy': page.csp,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
  res.end(page.html);
}

/** 303 See Other: after a form post the browser follows with a GET. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}
