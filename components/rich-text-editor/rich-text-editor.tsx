import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo, useState } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { trimTrailingEmptyParagraphs } from '@/lib/html/trim-empty-paragraphs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { EditorToolbar, focusText } from './editor-toolbar';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { MentionList, mentionExtension, mentionOptionId, type MentionMenu, type MentionSearch } from './mentions';
import styles from './rich-text-editor.module.scss';

export type RichTextEditorProps = {
  label: string;
  /** The HTML the editor starts with; later changes of the prop are not applied (remount with a key). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its address; without it the editor offers no image button. */
  uploadImage?: (file: File) => Promise<string>;
  errors?: readonly string[];
  hint?: string;
  /** Finds people to @mention; with it, typing `@` and two letters offers them (TipTap Mention). */
  mentions?: MentionSearch;
  /** Marked as the other fields mark it: the label's asterisk and `aria-required`. */
  required?: boolean;
};

// The HTML the editor can produce is the sanitizer's allowlist (docs/api.md "Rich text"): headings
// from h2, no inline styles. Pasted markup outside it is dropped by the schema here and by both
// sanitizers later.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  Image.configure({ allowBase64: false }),
];

/**
 * A rich-text field (TipTap): a toolbar of formats that says which are on, links and uploaded
 * images, and the field's label, hint and errors wired up as for any other field.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  uploadImage,
  errors = [],
  hint,
  mentions,
  required = false,
}: RichTextEditorProps) {
  const id = useId();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const describedBy = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean).join(' ');
  // Kept from the first render, and the props memoized: TipTap compares its options on every render
  // and reconfigures the editor when one of them is a new object.
  const [content] = useState(initialHtml);
  const invalid = errors.length > 0;
  const [menu, setMenu] = useState<MentionMenu>(null);
  const listId = `${id}-mentions`;
  const activeOption = menu ? mentionOptionId(listId, menu.active) : null;
  const editorProps = useMemo(
    () => ({
      attributes: contentAttributes(id, describedBy, invalid, activeOption ? { listId, activeOption } : null, required),
    }),
    [id, describedBy, invalid, activeOption, listId, required],
  );
  // Made once, as the content: a later `mentions` prop is not applied.
  const [withMentions] = useState(() => (mentions ? [...extensions, mentionExtension(mentions, setMenu)] : extensions));
  const editor = useEditor({
    extensions: withMentions,
    content,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(bodyHtml(changed)),
  });

  return (
    <div className="mb-3">
      <div id={`${id}-label`} className="form-label">
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className={`${styles.frame}${errors.length > 0 ? ` ${styles.invalid}` : ''}`}>
        {editor ? (
          <EditorPanels
            editor={editor}
            contentId={`${id}-content`}
            panel={panel}
            setPanel={setPanel}
            uploadImage={uploadImage}
            label={label}
          />
        ) : (
          <EditorLoading />
        )}
        <EditorContent editor={editor} />
        {menu && <MentionList id={listId} menu={menu} />}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The HTML the field hands on: without the empty paragraphs a last Enter leaves, '' when empty. */
function bodyHtml(editor: Editor): string {
  return editor.isEmpty ? '' : trimTrailingEmptyParagraphs(editor.getHTML());
}

/** The editable area's attributes: a labelled multi-line textbox, with its hint and errors. */
function contentAttributes(
  id: string,
  describedBy: string,
  invalid: boolean,
  suggesting: { listId: string; activeOption: string } | null,
  required: boolean,
): Record<string, string> {
  const attributes: Record<string, string> = {
    id: `${id}-content`,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    class: styles.content ?? '',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (required) attributes['aria-required'] = 'true';
  if (suggesting) {
    attributes['aria-controls'] = suggesting.listId;
    attributes['aria-activedescendant'] = suggesting.activeOption;
  }
  return attributes;
}

function EditorLoading() {
  const { t } = useTranslation();
  return <div className={styles.toolbar}>{t('editor.loading')}</div>;
}

type EditorPanelsProps = {
  editor: Editor;
  contentId: string;
  label: string;
  panel: 'link' | 'image' | null;
  setPanel: (panel: 'link' | 'image' | null) => void;
  uploadImage?: (file: File) => Promise<string>;
};

function EditorPanels({ editor, contentId, label, panel, setPanel, uploadImage }: EditorPanelsProps) {
  // Re-render the toolbar when the selection's formats change, not on every keystroke elsewhere.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const close = () => {
    setPanel(null);
    focusText(editor);
  };
  return (
    <>
      <EditorToolbar
        editor={editor}
        active={active}
        contentId={contentId}
        label={label}
        panel={panel}
        onOpenPanel={(next) => setPanel(panel === next ? null : next)}
        canInsertImage={Boolean(uploadImage)}
      />
      {panel === 'link' && <LinkPanel editor={editor} onClose={close} />}
      {panel === 'image' && uploadImage && <ImagePanel editor={editor} uploadImage={uploadImage} onClose={close} />}
    </>
  );
}
