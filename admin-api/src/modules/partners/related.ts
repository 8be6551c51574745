// PARTNERS.related: what a partner's detail carries beyond its fields (PartnerRelated), loaded for
// every id of an answer in four small queries. The contract's facts go only to viewers the policy
// lets read it (POLICY.viewPartnerContracts); the download checks again.
import { type PartnerRelated } from '../../contract/partners';
import { type DbExecutor } from '../../db/client';
import { POLICY, policySubject } from '../../rules/policy';
import { readDirectly, type RelatedLoader, type RelatedViewer } from '../content/content-type';
import { contactablePartners, contractRows, discoveryLinks, salesReps, viewerLevels } from './queries';
import { serializeContract, serializeSalesRep } from './serialize';

async function mayReadContracts(db: DbExecutor, viewer: RelatedViewer): Promise<boolean> {
  if (viewer.isStaff) return true;
  const levels = await viewerLevels(db, viewer);
  if (!levels) return false;
  const user = {
    isStaff: false,
    isShared: levels.isShared,
    changeMember: levels.changeMember,
    member: { levels: levels.levels },
  };
  const held = [levels.role, ...levels.levels.map((level) => level.id)];
  return POLICY.viewPartnerContracts(policySubject(user, held, []));
}

/** The partners' own data, the same for every reader (the contract is left out below for some). */
async function sharedRelated(db: DbExecutor, ids: readonly number[]) {
  const [reps, contracts, links, withContact] = await Promise.all([
    salesReps(db, ids),
    contractRows(db, ids),
    discoveryLinks(db, ids),
    contactablePartners(db, ids),
  ]);
  return { reps, contracts, links, withContact };
}

export const partnerRelated: RelatedLoader = async (db, ids, viewer, _answer, cached = readDirectly) => {
  const answer = new Map<number, PartnerRelated>();
  if (ids.length === 0) return answer;
  // Through the shared read cache: the partners' data by ids, and the reader's levels by user (both
  // emptied by any write, a change of the user's role or their member's levels too).
  const [{ reps, contracts, links, withContact }, contractsShown] = await Promise.all([
    cached(`partner-related|${ids.join(',')}`, () => sharedRelated(db, ids)),
    cached(`partner-contracts-shown|${viewer.isStaff}|${viewer.userId}|${viewer.memberId}`, () =>
      mayReadContracts(db, viewer),
    ),
  ]);
  for (const id of ids) {
    const contract = contractsShown ? contracts.find((row) => row.item_id === id) : undefined;
    answer.set(id, {
      salesReps: reps.filter((row) => row.partner_id === id).map(serializeSalesRep),
      contract: contract ? serializeContract(contract) : null,
      discoveryCategories: links
        .filter((row) => row.partner_id === id)
        .map((row) => ({ id: row.id, code: row.code, name: row.name })),
      acceptsContactRequests: withContact.has(id),
    });
  }
  return answer;
};
