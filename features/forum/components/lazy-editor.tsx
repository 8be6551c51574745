import dynamic from 'next/dynamic';

// The editor library is loaded only when a form opens: most visits read and never write.
export const LazyRichTextEditor = dynamic(() => import('@/components/rich-text-editor/rich-text-editor'), {
  ssr: false,
  loading: () => <div style={{ minHeight: '10rem' }} aria-hidden="true" />,
});
