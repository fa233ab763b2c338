import type { IncomingMessage } from 'node:http';

/** Whether the hop at `address` is a proxy we trust. */
export type ProxyTrust = (address: string, hop: number) => boolean;
export declare const TRUST_PROXY_FORMAT: string;
export declare function trustedProxies(setting: string | undefined): readonly string[] | null;
export declare function proxyTrust(proxies: readonly string[]): ProxyTrust;
export declare function fromTrustedProxy(request: IncomingMessage, trust: ProxyTrust): boolean;
export declare function visitorAddress(request: IncomingMessage, trust: ProxyTrust): string | undefined;
