import { ContentEditorPage } from '@/features/content/components/editor/content-editor-screen';
import { contentEditorProps } from '@/features/content/server/content-props';

export const getServerSideProps = contentEditorProps('sections');

export default ContentEditorPage;
