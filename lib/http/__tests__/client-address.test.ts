/** @jest-environment node */
import { createServer, type IncomingMessage, Server } from 'node:http';
import {
  installPeerAddressRecording,
  recordPeerAddress,
  trustedClientAddress,
  trustedProxyHops,
} from '../client-address';

describe('trustedClientAddress', () => {
  it('takes the entry as many places from the end as there are trusted proxies', () => {
    expect(trustedClientAddress('6.6.6.6, 203.0.113.5', 0)).toBe('203.0.113.5');
    expect(trustedClientAddress('6.6.6.6, 203.0.113.5, 10.0.0.2', 1)).toBe('203.0.113.5');
    expect(trustedClientAddress('203.0.113.5', 2)).toBe('203.0.113.5');
    expect(trustedClientAddress(null, 0)).toBeUndefined();
    expect(trustedClientAddress(' , ', 0)).toBeUndefined();
  });
});

describe('trustedProxyHops', () => {
  it('is a whole number of hops, none when unset or invalid', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('-1')).toBe(0);
    expect(trustedProxyHops('yes')).toBe(0);
  });
});

describe('recordPeerAddress', () => {
  it('appends the socket address to what the client claimed', () => {
    const request = { headers: { 'x-forwarded-for': '6.6.6.6' }, socket: { remoteAddress: '203.0.113.5' } };
    recordPeerAddress(request as unknown as IncomingMessage);
    expect(request.headers['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.5');
  });
});

describe('installPeerAddressRecording', () => {
  it("makes a node server's requests end their X-Forwarded-For with the real peer", () => {
    class RecordingServer extends Server {}
    installPeerAddressRecording(RecordingServer.prototype);
    installPeerAddressRecording(RecordingServer.prototype);
    const seen: (string | string[] | undefined)[] = [];
    const server = new RecordingServer((req) => {
      seen.push(req.headers['x-forwarded-for']);
    });
    const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '203.0.113.5' } });
    server.emit('request', request({ 'x-forwarded-for': '6.6.6.6' }), {});
    server.emit('request', request({}), {});
    expect(seen).toEqual(['6.6.6.6, 203.0.113.5', '203.0.113.5']);
    // Another server is left alone.
    expect(createServer().emit).toBe(Server.prototype.emit);
  });
});
