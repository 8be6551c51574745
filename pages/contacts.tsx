import { getStaffCards, STAFF_CARDS_KEY } from '@/features/contacts/api/get-staff-cards';
import { ContactsScreen } from '@/features/contacts/components/contacts-screen';
import { withSession } from '@/lib/auth/guard';
import { FEATURE } from '@/lib/rules/features';

export const getServerSideProps = withSession({
  feature: FEATURE.contact,
  namespaces: ['contacts'],
  load: async ({ api }) => ({ props: {}, fallback: { [STAFF_CARDS_KEY]: await getStaffCards(api) } }),
});

export default ContactsScreen;
