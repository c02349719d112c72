import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, linkOrigin, networkUrls, parseHost, type LinkOriginInput } from '#server/http/link-origin.js';
import { parsePublicUrl, parseTrustProxy } from '#server/config.js';

/** The origin of the public board link, its QR code and "Copy link". */
const LAN = ['192.168.1.20', '10.0.0.7', 'fd00::20'];
const base: LinkOriginInput = { publicUrl: undefined, host: undefined, protocol: 'http', serverPort: 3000, lanAddresses: LAN };

describe('link origin rule', () => {
  it('PUBLIC_URL wins over whatever the request says', () => {
    expect(linkOrigin({ ...base, publicUrl: 'https://draft.example.com', host: '192.168.1.20:3000' })).toBe('https://draft.example.com');
    expect(linkOrigin({ ...base, publicUrl: 'https://draft.example.com', host: 'localhost:3000' })).toBe('https://draft.example.com');
  });

  it('a request through one of the machine’s LAN addresses links to that address', () => {
    expect(linkOrigin({ ...base, host: '192.168.1.20:3000' })).toBe('http://192.168.1.20:3000');
    // The second interface (wired vs Wi-Fi): the one the commissioner used is the one the room shares.
    expect(linkOrigin({ ...base, host: '10.0.0.7:3000' })).toBe('http://10.0.0.7:3000');
    expect(linkOrigin({ ...base, host: '[fd00::20]:3000' })).toBe('http://[fd00::20]:3000');
    // A proxy on this machine terminating HTTPS on the default port.
    expect(linkOrigin({ ...base, host: '192.168.1.20', protocol: 'https' })).toBe('https://192.168.1.20');
  });

  it('a loopback request links to the first LAN address: a QR code for localhost is useless to a phone', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost:3000']) {
      expect(linkOrigin({ ...base, host })).toBe('http://192.168.1.20:3000');
    }
    // The LAN port is the one the server listens on, whatever port the loopback request named.
    expect(linkOrigin({ ...base, host: 'localhost:5173', serverPort: 3000 })).toBe('http://192.168.1.20:3000');
  });

  it('a forged or unknown Host never reaches a link', () => {
    for (const host of ['evil.example', 'evil.example:3000', '8.8.8.8:3000', '192.168.1.21:3000', 'x@192.168.1.20', '192.168.1.20/evil', 'a b', '', undefined]) {
      const origin = linkOrigin({ ...base, host });
      expect(origin, String(host)).toBe('http://192.168.1.20:3000');
    }
    // Even claiming HTTPS does not help a forged host.
    expect(linkOrigin({ ...base, host: 'evil.example', protocol: 'https' })).toBe('http://192.168.1.20:3000');
  });

  it('with no network at all, localhost is the only address that works', () => {
    expect(linkOrigin({ ...base, host: 'evil.example', lanAddresses: [] })).toBe('http://localhost:3000');
    expect(linkOrigin({ ...base, host: 'localhost:3000', lanAddresses: [] })).toBe('http://localhost:3000');
  });

  it('parses only plain host[:port] forms', () => {
    expect(parseHost('LAPTOP.local:3000')).toEqual({ hostname: 'laptop.local', port: 3000 });
    expect(parseHost('[FD00::1]')).toEqual({ hostname: 'fd00::1', port: undefined });
    expect(parseHost('host:99999')).toBeUndefined();
    expect(parseHost('host; script-src *')).toBeUndefined();
  });
});

describe('interface addresses', () => {
  const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;
  const interfaces = {
    lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
    wlan0: [info('fe80::1', 'IPv6'), info('192.168.1.20', 'IPv4'), info('FD00::20', 'IPv6')],
    eth0: [info('10.0.0.7', 'IPv4')],
  };

  it('lists non-internal addresses, IPv4 first, without link-local IPv6', () => {
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.7', 'fd00::20']);
  });

  it('prints one Network URL per non-internal IPv4 interface', () => {
    expect(networkUrls(interfaces, 3000)).toEqual(['http://192.168.1.20:3000', 'http://10.0.0.7:3000']);
    expect(networkUrls({ lo: interfaces.lo }, 3000)).toEqual([]);
  });
});

describe('PUBLIC_URL and TRUST_PROXY settings', () => {
  it('PUBLIC_URL is an http(s) origin', () => {
    expect(parsePublicUrl(undefined)).toBeUndefined();
    expect(parsePublicUrl(' ')).toBeUndefined();
    expect(parsePublicUrl('https://Draft.Example.com/')).toBe('https://draft.example.com');
    expect(parsePublicUrl('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    for (const bad of ['draft.example.com', 'ftp://x.example', 'https://x.example/board', 'https://x.example/?a=1', 'https://u@x.example']) {
      expect(() => parsePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('TRUST_PROXY defaults to loopback only', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
  });
});
