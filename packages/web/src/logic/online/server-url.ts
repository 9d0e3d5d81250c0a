/**
 * Which match server the Online section talks to: the `?server=` query parameter when given, else port
 * 2567 on the host that served the page (what `pnpm cardloom serve` listens on).
 * @module
 */

/** The port `pnpm cardloom serve` listens on by default. */
export const DEFAULT_SERVER_PORT = 2567;

/** A server address that is not one (`?server=ftp://x`). */
export class ServerUrlError extends Error {
  override readonly name = 'ServerUrlError';
}

/** The part of `window.location` this reads. */
export interface PageLocation {
  readonly protocol: string;
  readonly hostname: string;
  readonly search: string;
}

/**
 * A WebSocket URL from what a person may type: `ws://h:p` or `wss://h:p` as is, `http(s)://h:p` as
 * `ws(s)://h:p`, and a bare `h:p` or `h` as `ws://…`. Throws {@link ServerUrlError} for anything else.
 */
export function normalizeServerUrl(text: string): string {
  const raw = text.trim();
  if (raw === '') throw new ServerUrlError('the server address is empty');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `ws://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ServerUrlError(`"${raw}" is not a server address (try ws://localhost:${DEFAULT_SERVER_PORT})`);
  }
  const scheme = { 'ws:': 'ws:', 'wss:': 'wss:', 'http:': 'ws:', 'https:': 'wss:' }[url.protocol];
  if (!scheme || url.hostname === '')
    throw new ServerUrlError(
      `"${raw}" is not a server address: use ws://, wss://, http:// or https:// (try ws://localhost:${DEFAULT_SERVER_PORT})`,
    );
  if (url.pathname !== '/' || url.search || url.hash)
    throw new ServerUrlError(`"${raw}" has a path or query; give only the server's host and port`);
  return `${scheme}//${url.host}`;
}

/** The server URL for a page: `?server=` when present (see {@link normalizeServerUrl}), else the default. */
export function serverUrlFor(location: PageLocation): string {
  const asked = new URLSearchParams(location.search).get('server');
  if (asked !== null) return normalizeServerUrl(asked);
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const host = location.hostname === '' ? 'localhost' : location.hostname;
  return `${scheme}//${host.includes(':') ? `[${host}]` : host}:${DEFAULT_SERVER_PORT}`;
}
