import { UnsupportedBrowserView } from '@/components/unsupported-browser/unsupported-browser-view';
import { withPublicPage } from '@/lib/auth/guard';

export const getServerSideProps = withPublicPage({ namespaces: ['errors'] });

export default UnsupportedBrowserView;
