import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * The transport of the portal server's API client: JSON over Node's http module and its keep-alive
 * agents, nothing else. Every page render calls the admin API several times, and axios' own http
 * adapter (streams, proxies, progress events, decompression set-up) cost about as much CPU per call
 * as the call itself on the API (docs/performance.md "The API client's transport"). A request this
 * does not cover (query `params`, a body that is not text, a non-JSON response type) goes to axios'
 * adapter unchanged, so behaviour never depends on which one ran.
 */
export function createNodeHttpAdapter(agents: { http: http.Agent; https: https.Agent }): AxiosAdapter {
  const fallback = axios.getAdapter('http');
  return (config) => (isPlainJsonCall(config) ? send(config, agents) : fallback(config));
}

function isPlainJsonCall(config: InternalAxiosRequestConfig): boolean {
  const { params, data, responseType } = config;
  const noParams = params === undefined || params === null || Object.keys(params as object).length === 0;
  return noParams && (data === undefined || typeof data === 'string') && (!responseType || responseType === 'json');
}

function targetUrl(config: InternalAxiosRequestConfig): URL {
  const path = config.url ?? '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(path) || !config.baseURL
    ? new URL(path)
    : new URL(`${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
}

function outgoingHeaders(config: InternalAxiosRequestConfig, body: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (value !== undefined && value !== null) headers[name] = String(value);
  }
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return headers;
}

/** The body as text; a server that compresses anyway (it is not asked to) is decoded. */
function bodyText(raw: Buffer, encoding: string | undefined): string {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

/** JSON when it parses, as axios' own response transform does; otherwise the text (an HTML error page, an empty body). */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(
  config: InternalAxiosRequestConfig,
  agents: { http: http.Agent; https: https.Agent },
): Promise<AxiosResponse> {
  return new Promise((resolve, reject) => {
    if (config.signal?.aborted) {
      reject(new CanceledError(undefined, undefined, config));
      return;
    }
    const url = targetUrl(config);
    const secure = url.protocol === 'https:';
    const body = config.data as string | undefined;
    const request = (secure ? https : http).request(
      url,
      {
        method: (config.method ?? 'get').toUpperCase(),
        headers: outgoingHeaders(config, body),
        agent: secure ? agents.https : agents.http,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config, request)));
        incoming.on('end', () => {
          done();
          const headers = new AxiosHeaders(incoming.headers as Record<string, string>);
          let data: unknown;
          try {
            data = parsed(bodyText(Buffer.concat(chunks), incoming.headers['content-encoding']));
          } catch (error) {
            reject(AxiosError.from(error, AxiosError.ERR_BAD_RESPONSE, config, request));
            return;
          }
          const status = incoming.statusCode ?? 0;
          const response: AxiosResponse = {
            data,
            status,
            statusText: incoming.statusMessage ?? '',
            headers,
            config,
            request,
          };
          if (!config.validateStatus || config.validateStatus(status)) resolve(response);
          else
            reject(
              new AxiosError(
                `Request failed with status code ${status}`,
                status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
                config,
                request,
                response,
              ),
            );
        });
      },
    );
    const onAbort = () => {
      request.destroy();
      done();
      reject(new CanceledError(undefined, undefined, config));
    };
    // The whole call, not the socket's idle time: a render waits for the answer, however it trickles.
    const timer = config.timeout
      ? setTimeout(() => {
          request.destroy();
          done();
          reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, request));
        }, config.timeout)
      : undefined;
    const done = () => {
      clearTimeout(timer);
      config.signal?.removeEventListener?.('abort', onAbort);
    };
    config.signal?.addEventListener?.('abort', onAbort);
    request.on('error', (error) => {
      done();
      reject(AxiosError.from(error, (error as NodeJS.ErrnoException).code, config, request));
    });
    request.end(body);
  });
}
