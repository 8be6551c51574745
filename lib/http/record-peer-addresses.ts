// Each request's socket address joins its X-Forwarded-For before Next reads it (`next start` makes
// the server): installed on Node's servers from instrumentation.ts, never in the edge runtime.
import http from 'node:http';
import https from 'node:https';
import { installPeerAddressRecording } from '@/lib/http/client-address';

export function recordPeerAddresses(): void {
  installPeerAddressRecording(http.Server.prototype);
  installPeerAddressRecording(https.Server.prototype);
}
