import { withSession } from '@/lib/auth/guard';
import { customersKey, getCustomersOrNothing } from '../api/customers-list';
import { readCustomersQuery, type CustomersQuery } from '../customers-query';

export type ManageCustomersProps = { query: CustomersQuery; listKey: string };

/** `/settings/manage-costumers`: the address's page of the clinic's customers, loaded with the page (SWR fallback). */
export const manageCustomersPageProps = withSession<ManageCustomersProps>({
  policy: 'manageCustomers',
  namespaces: ['manage-customers'],
  load: async ({ api, query: address }) => {
    const query = readCustomersQuery(address);
    const listKey = customersKey(query);
    return { props: { query, listKey }, fallback: { [listKey]: await getCustomersOrNothing(api, listKey) } };
  },
});
