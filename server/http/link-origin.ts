import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Request } from 'express';

/**
 * The origin put into links other devices open (the public board link, its QR code, "Copy link").
 * ARCHITECTURE.md "Serving on a party network": a QR code pointing at `localhost` is
 * useless to a phone, and a link must never come from an unchecked `Host` header.
 */
export interface LinkOriginInput {
  /** PUBLIC_URL's origin when configured: it always wins (hosted setups, a proxy with a name). */
  publicUrl: string | undefined;
  /** The request's Host header as received, unchecked. */
  host: string | undefined;
  /** The request's protocol (honours X-Forwarded-Proto from a trusted proxy only). */
  protocol: string;
  /** The port this server accepted the connection on: the one LAN devices reach it at. */
  serverPort: number;
  /** This machine's own non-internal interface addresses, preferred one first (see lanAddresses). */
  lanAddresses: readonly string[];
}

/**
 * PUBLIC_URL if set; else the address the requester used when it is one of this machine's own
 * interface addresses; else (loopback, a name, a forged Host) the first LAN address, on plain HTTP
 * at the server's port. With no network at all, localhost is the only address that works.
 */
export function linkOrigin({ publicUrl, host, protocol, serverPort, lanAddresses }: LinkOriginInput): string {
  if (publicUrl) return publicUrl;
  const asked = parseHost(host);
  if (asked && lanAddresses.includes(asked.hostname)) {
    const scheme = protocol === 'https' ? 'https' : 'http';
    return `${scheme}://${urlHost(asked.hostname)}${asked.port === undefined ? '' : `:${asked.port}`}`;
  }
  const first = lanAddresses[0];
  return first === undefined ? `http://localhost:${serverPort}` : `http://${urlHost(first)}:${serverPort}`;
}

/** `hostname[:port]` or `[v6][:port]`, lower-cased; undefined for anything else (junk, userinfo, paths). */
export function parseHost(host: string | undefined): { hostname: string; port: number | undefined } | undefined {
  if (!host) return undefined;
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match) return undefined;
  const hostname = (match[1] ?? match[2] ?? '').toLowerCase();
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { hostname, port };
}

function urlHost(address: string): string {
  return isIP(address) === 6 ? `[${address}]` : address;
}

/**
 * The addresses other devices can reach this machine at, from `os.networkInterfaces()`:
 * non-internal IPv4 first (what a phone on the party's Wi-Fi uses), then non-internal IPv6 that
 * needs no zone id (link-local fe80:: addresses only work with one, so they are left out).
 */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []).filter((info) => !info.internal);
  const v4 = all.filter((info) => info.family === 'IPv4').map((info) => info.address);
  const v6 = all.filter((info) => info.family === 'IPv6' && !/^fe80:/i.test(info.address)).map((info) => info.address.toLowerCase());
  return [...new Set([...v4, ...v6])];
}

/** The `Network:` lines printed at start-up: one per non-internal IPv4 interface, like Vite. */
export function networkUrls(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, port: number): string[] {
  return lanAddresses(interfaces)
    .filter((address) => isIP(address) === 4)
    .map((address) => `http://${address}:${port}`);
}

/** linkOrigin for an Express request, with the machine's interfaces as they are right now. */
export function requestLinkOrigin(req: Request, publicUrl: string | undefined): string {
  return linkOrigin({
    publicUrl,
    host: req.headers.host,
    protocol: req.protocol,
    serverPort: req.socket.localPort ?? 0,
    lanAddresses: lanAddresses(networkInterfaces()),
  });
}
