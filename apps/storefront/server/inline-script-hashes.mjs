// @ts-check
import { createHash } from 'node:crypto';

/**
 * The inline scripts a page runs, as Content-Security-Policy hash sources, and the policy that allows exactly those.
 *
 * A page kept by the caches cannot carry a nonce (each visitor must get a new one), and Next writes a page's React data
 * as inline scripts: the route rules allow inline scripts (`'unsafe-inline'`), and the storefront's server narrows that
 * to the hashes of the scripts the page actually carries before it goes out (hashed-script-policy.mjs). An injected
 * script has no listed hash and does not run.
 */

/** A script's start tag (React writes no `>` inside its attributes) and the end tag that closes it. */
const SCRIPT_START = /<script\b([^>]*)>/gi;
const SCRIPT_END = /<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
/** The types a browser runs as script (a data block such as `application/ld+json` is never run, nor checked). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** @param {string} attributes */
function isRunInline(attributes) {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  return SCRIPT_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase());
}

/**
 * One `'sha256-…'` source per distinct inline script the page runs, in the order they appear. The page is read as
 * bytes: its markup is ASCII, so a Latin-1 reading finds the tags at their byte offsets, and each script's bytes are
 * hashed as sent (as the browser hashes them), without decoding the page and encoding each script again.
 * @param {Uint8Array} page the page's bytes
 * @returns {string[]}
 */
export function inlineScriptHashes(page) {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const markup = bytes.toString('latin1');
  const hashes = new Set();
  const start = new RegExp(SCRIPT_START);
  const end = new RegExp(SCRIPT_END);
  for (let tag = start.exec(markup); tag; tag = start.exec(markup)) {
    end.lastIndex = start.lastIndex;
    const endTag = end.exec(markup);
    if (!endTag) break;
    if (isRunInline(tag[1] ?? '')) {
      hashes.add(`'sha256-${createHash('sha256').update(bytes.subarray(start.lastIndex, endTag.index)).digest('base64')}'`);
    }
    start.lastIndex = end.lastIndex;
  }
  return [...hashes];
}

/** @param {string} directive */
const nameOf = (directive) => directive.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';

/**
 * Whether the policy allows any inline script (`'unsafe-inline'` in `script-src` with no nonce or hash beside it, which
 * would switch it off): the policy a cached page is served with.
 * @param {string | undefined} policy
 */
export function allowsAnyInlineScript(policy) {
  const scriptSources = policy?.split(';').find((directive) => nameOf(directive) === 'script-src');
  if (!scriptSources) return false;
  const sources = scriptSources.trim().split(/\s+/).slice(1);
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
}

/**
 * The policy with `'unsafe-inline'` in `script-src` replaced by `hashes` (none: no inline script may run).
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function policyForScripts(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      if (nameOf(directive) !== 'script-src') return directive;
      const [name, ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => source !== "'unsafe-inline'");
      return `${directive.match(/^\s*/)?.[0] ?? ''}${[name, ...kept, ...hashes].join(' ')}`;
    })
    .join(';');
}
