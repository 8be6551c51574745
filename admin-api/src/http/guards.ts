// Declarative guards, the route options that say who may call a route (docs/admin-api.md, "Module
// shape"): `requireStaff` (http/auth.ts), `requireFeature` and `requirePolicy`. They run after
// `authenticate` and before the route's schema is checked, and decide with the rules the portal uses
// (lib/rules through src/rules), on the policy subject built once per request.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { featureUnavailable } from '../domain/feature-flags';
import { policySubject } from '../domain/policy-subject';
import { type FeatureFlag, isFeatureAvailable } from '../rules/features';
import { POLICY, type PolicyAction, type PolicySubject } from '../rules/policy';
import { currentUser, type PreHandler } from './auth';
import { permissionDenied } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** A country's feature flags (through the read cache). */
    countryFeatureFlags: (countryId: number) => Promise<FeatureFlag[]>;
  }
  interface FastifyRequest {
    /** The current user's policy subject, once a guard or a route has asked for it. */
    policySubjectPromise: Promise<PolicySubject> | null;
  }
}

export function registerGuards(
  app: FastifyInstance,
  countryFeatureFlags: (countryId: number) => Promise<FeatureFlag[]>,
): void {
  app.decorate('countryFeatureFlags', countryFeatureFlags);
  app.decorateRequest('policySubjectPromise', null);
}

/** The authenticated user with their country's flags, as the policy sees them; loaded once per request. */
export function policySubjectOf(request: FastifyRequest): Promise<PolicySubject> {
  const user = currentUser(request);
  request.policySubjectPromise ??= request.server
    .countryFeatureFlags(user.member.countryId)
    .then((flags) => policySubject(user, flags));
  return request.policySubjectPromise;
}

export type GuardOptions = {
  /** Staff pass without the check (content types, Manage users); otherwise staff are checked like anyone. */
  orStaff?: boolean;
};

function guard(allows: (subject: PolicySubject) => boolean, denial: () => Error, options: GuardOptions): PreHandler {
  return async (request) => {
    if (options.orStaff && currentUser(request).isStaff) return;
    if (!allows(await policySubjectOf(request))) throw denial();
  };
}

/** 403 unless the feature is available in the user's country to the levels they hold. */
export function requireFeature(feature: number, options: GuardOptions = {}): PreHandler {
  return guard(
    (subject) => isFeatureAvailable(subject.featureFlags, feature, subject.heldLevels),
    featureUnavailable,
    options,
  );
}

/** 403 unless the shared policy allows the action (lib/rules/policy.ts). */
export function requirePolicy(action: PolicyAction, options: GuardOptions = {}): PreHandler {
  return guard(
    (subject) => POLICY[action](subject),
    () => permissionDenied(),
    options,
  );
}
