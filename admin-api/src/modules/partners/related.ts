// PARTNERS.related: what a partner's detail carries beyond its fields (PartnerRelated), loaded for
// every id of an answer in four small queries. The contract's facts go only to viewers the policy
// lets read it (POLICY.viewPartnerContracts); the download checks again.
import { type PartnerRelated } from '../../contract/partners';
import { type DbExecutor } from '../../db/client';
import { POLICY, policySubject } from '../../rules/policy';
import { type RelatedLoader, type RelatedViewer } from '../content/content-type';
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

export const partnerRelated: RelatedLoader = async (db, ids, viewer) => {
  const answer = new Map<number, PartnerRelated>();
  if (ids.length === 0) return answer;
  const [reps, contracts, links, withContact, contractsShown] = await Promise.all([
    salesReps(db, ids),
    contractRows(db, ids),
    discoveryLinks(db, ids),
    contactablePartners(db, ids),
    mayReadContracts(db, viewer),
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
