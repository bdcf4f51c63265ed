/**
 * The page requires Trusted Types (`require-trusted-types-for 'script'` in index.html's policy), so
 * no string can reach innerHTML, eval or a script URL unchecked. The one such sink the app uses is
 * `new Worker(url)`, with its own bundled worker scripts. This default policy lets script URLs of
 * the page's own origin through and defines nothing else: HTML and script text stay blocked. The
 * service worker's registration (`navigator.serviceWorker.register('/sw.js')`, from
 * components/UpdateNotice.tsx) is a script URL sink too, and passes as an own-origin URL.
 */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): unknown;
}

/** A script URL the page may load: one of its own origin. */
export function ownScriptURL(input: string, base: string): string {
  const url = new URL(input, base);
  if (url.origin !== new URL(base).origin) throw new TypeError(`refused to load a script from ${url.origin}`);
  return input;
}

const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
if (trustedTypes && typeof location !== 'undefined') {
  trustedTypes.createPolicy('default', { createScriptURL: (input) => ownScriptURL(input, location.href) });
}
