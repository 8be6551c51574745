// Input no route can store or walk safely, refused for every route at once with DRF's 400s: a NUL
// character in a query parameter or a JSON value (PostgreSQL cannot store it in text: it was a 500)
// and JSON nested deeper than any contract shape (recursive code down the line ran out of stack).
// Runs before the route's schema, so no route repeats the check.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { ApiError, validationError } from '../core/api-errors';

export const NUL_MESSAGE = 'Null characters are not allowed.';
/** Deeper than any body or filter of the contract (clickstream data included). */
export const MAX_JSON_DEPTH = 32;

type Found = { problem: 'nul'; field: string | null } | { problem: 'depth' } | null;

/** Walks a parsed value without recursion: the first NUL (in a key or a text, under which top-level field) or a too-deep nesting. */
export function findBadInput(value: unknown): Found {
  const stack: { value: unknown; depth: number; field: string | null }[] = [{ value, depth: 0, field: null }];
  while (stack.length > 0) {
    const { value: current, depth, field } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { problem: 'nul', field };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { problem: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      const childField = field ?? (Array.isArray(current) ? null : key);
      if (key.includes('\u0000')) return { problem: 'nul', field: childField };
      stack.push({ value: child, depth: depth + 1, field: childField });
    }
  }
  return null;
}

function check(value: unknown): void {
  const found = findBadInput(value);
  if (!found) return;
  if (found.problem === 'depth') {
    throw new ApiError(400, { detail: `JSON parse error - nested too deeply (at most ${MAX_JSON_DEPTH} levels).` });
  }
  if (found.field === null) throw new ApiError(400, { detail: NUL_MESSAGE });
  throw validationError({ [found.field]: [NUL_MESSAGE] });
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check(request.query);
    check(request.params);
    check(request.body);
  });
}
