import { withSession } from '@/lib/auth/guard';
import { loadStaffMemberChoice, type MemberOption } from '@/lib/members/member-choice';
import { customersKey, getCustomersOrNothing } from '../api/customers-list';
import { readCustomersQuery, type CustomersQuery } from '../customers-query';

export type ManageCustomersProps = {
  query: CustomersQuery;
  listKey: string;
  memberOptions: MemberOption[];
  /** The clinic shown, for the export's file name. */
  memberName: string;
};

/**
 * `/settings/manage-costumers`: the address's page of the clinic's customers, loaded with the page
 * (SWR fallback). Staff choose whose with `?member=` (the member switch); a member they cannot choose
 * is the 404 view.
 */
export const manageCustomersPageProps = withSession<ManageCustomersProps>({
  policy: 'manageCustomers',
  namespaces: ['manage-customers'],
  load: async (ctx) => {
    const choice = await loadStaffMemberChoice(ctx);
    if (!choice) return { errorStatus: 404 };
    const query = { ...readCustomersQuery(ctx.query), member: choice.member };
    const listKey = customersKey(query);
    return {
      props: { query, listKey, memberOptions: choice.memberOptions, memberName: choice.memberName },
      fallback: { [listKey]: await getCustomersOrNothing(ctx.api, listKey) },
    };
  },
});
