import { withSession } from '@/lib/auth/guard';
import { HEADER_GIFS_KEY, getHeaderGifs } from '../api/header-gifs';

/** `/digest/headergifs` (staff): the header images, loaded with the page. */
export const headerGifsPageProps = withSession({
  policy: 'staffTools',
  namespaces: ['digest-headergifs', 'digest-nav'],
  firstCall: () => HEADER_GIFS_KEY,
  load: async (ctx) => ({ props: {}, fallback: { [HEADER_GIFS_KEY]: await getHeaderGifs(ctx.api) } }),
});
