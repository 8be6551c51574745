import { withSession } from '@/lib/auth/guard';
import { PARTNERS_API } from '@/lib/contract/partners';
import { pageParam } from '@/lib/http/query-param';
import { FEATURE } from '@/lib/rules/features';
import { parseIdSlug } from '@/lib/text/slug';
import {
  discoveryPartnersKey,
  getDiscoveryCategories,
  getDiscoveryCategory,
  getDiscoveryPartners,
} from '../api/discovery-api';

// getServerSideProps of /partners/discover and /partners/discover/<id> (feature Partners), with their
// data as SWR fallback. Server code: the page files import it.

const NAMESPACES = ['content'];

export const discoverProps = withSession({
  feature: FEATURE.partners,
  namespaces: NAMESPACES,
  load: async ({ api }) => ({ props: {}, fallback: { [PARTNERS_API.discovery]: await getDiscoveryCategories(api) } }),
});

export type DiscoverCategoryProps = { id: number; page: number; listKey: string };

export const discoverCategoryProps = withSession<DiscoverCategoryProps>({
  feature: FEATURE.partners,
  namespaces: NAMESPACES,
  load: async ({ api, params, query }) => {
    const id = parseIdSlug(String(params?.id ?? ''));
    if (id === null) return { errorStatus: 404 };
    const page = pageParam(query.page);
    const listKey = discoveryPartnersKey(id, page);
    const [category, partners] = await Promise.all([getDiscoveryCategory(api, id), getDiscoveryPartners(api, listKey)]);
    return {
      props: { id, page, listKey },
      fallback: { [PARTNERS_API.discoveryCategory(id)]: category, [listKey]: partners },
    };
  },
});
