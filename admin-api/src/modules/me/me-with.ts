// `GET me/with/?path=…` (beyond the spec): the current user and one other GET answer in one call.
// Every page the portal renders asks for `me/` first and then for its own data; this lets it ask
// for both at once (one request, one round trip). The other answer is the API's own, made by an
// inner request with this request's headers: the same rules, throttles, caches and language. An
// inner request (fastify's inject) costs more than the route behind it, so a success is kept a
// second (`firstAnswerCache`): per user, address, language and path, and emptied by any write.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { API_PREFIX } from '../../contract/api-prefix';
import { SETTINGS_API } from '../../contract/settings';
import { serializeMe } from '../../domain/current-user';
import { currentUser } from '../../http/auth';
import { validationError } from '../../http/errors';
import { sendJsonText } from '../../http/json-text';

const MAX_PATH_LENGTH = 2_000;
/**
 * How long an inner success is kept, at most (the read caches' own TTL when shorter). Clock-bound
 * states (a survey that has just closed) show at most this late; every write empties it at once.
 */
export const FIRST_ANSWER_TTL_MS = 1_000;

type InnerAnswer = { status: number; body: string };

const isSuccess = (answer: InnerAnswer) => answer.status >= 200 && answer.status < 300;
/** Headers an inner request must not inherit: they describe the outer request's own body and connection. */
const OUTER_ONLY = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'expect',
]);

function pathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || path === '') return 'This field is required.';
  if (path.length > MAX_PATH_LENGTH) return `Ensure this field has no more than ${MAX_PATH_LENGTH} characters.`;
  const route = path.split('?', 1)[0] ?? '';
  const relative =
    route.startsWith('/') &&
    !route.startsWith('//') &&
    !/[\s\\#\u0000-\u001f]/.test(path) &&
    !route.split('/').some((segment) => segment === '.' || segment === '..' || /%2e|%2f|%5c/i.test(segment));
  if (!relative) return 'Enter a path of this API, such as /news/?page=1.';
  if (route.startsWith(SETTINGS_API.meWith)) return 'This call cannot be asked for inside itself.';
  return null;
}

function innerHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !OUTER_ONLY.has(name)) headers[name] = value;
  }
  return headers;
}

async function innerAnswer(app: FastifyInstance, request: FastifyRequest, path: string): Promise<InnerAnswer> {
  const inner = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${path}`,
    headers: innerHeaders(request),
    remoteAddress: request.socket.remoteAddress,
  });
  const isJson = /\bjson\b/i.test(String(inner.headers['content-type'] ?? '')) && inner.payload !== '';
  return { status: inner.statusCode, body: isJson ? inner.payload : 'null' };
}

export function registerMeWith(app: FastifyInstance, ctx: Pick<AppContext, 'firstAnswerCache'>): void {
  app.get(SETTINGS_API.meWith, async (request, reply) => {
    const path = (request.query as Record<string, unknown>).path;
    const problem = pathProblem(path);
    if (problem) throw validationError({ path: [problem] });
    const user = currentUser(request);
    const me = JSON.stringify(serializeMe(user));
    const key = [user.id, `${request.protocol}://${request.host}`, request.headers['accept-language'] ?? '', path].join(
      '|',
    );
    const inner = await ctx.firstAnswerCache.get(key, () => innerAnswer(app, request, path as string), isSuccess);
    return sendJsonText(reply, `{"me":${me},"answer":{"status":${inner.status},"body":${inner.body}}}`);
  });
}
