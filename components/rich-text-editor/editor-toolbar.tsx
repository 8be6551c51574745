import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ImageIcon, LinkIcon } from '@/components/icons/icons';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './rich-text-editor.module.scss';
import type { Editor } from '@tiptap/react';

export type ActiveFormats = Record<
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'h2'
  | 'h3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'canUndo'
  | 'canRedo',
  boolean
>;

type ToolbarProps = {
  editor: Editor;
  active: ActiveFormats;
  contentId: string;
  label: string;
  panel: 'link' | 'image' | null;
  onOpenPanel: (panel: 'link' | 'image') => void;
  canInsertImage: boolean;
};

type Tool = {
  key: string;
  /** What the button shows; its name for assistive technology is the translated `editor.{key}`. */
  glyph: ReactNode;
  run: () => void;
  /** A format that is on or off (aria-pressed); absent for actions. */
  pressed?: boolean;
  /** A panel it opens (aria-expanded). */
  expanded?: boolean;
  disabled?: boolean;
  glyphClass?: string;
};

/**
 * Puts focus back in the text now. TipTap's own `focus()` waits an animation frame, and a key pressed
 * in that frame went to the toolbar button instead: the first letter after Bold was lost, and an
 * Enter pressed the button again instead of starting a paragraph.
 */
export function focusText(editor: Editor): void {
  if (!editor.isDestroyed && !editor.view.hasFocus()) editor.view.focus();
}

/**
 * The format buttons as a WAI-ARIA toolbar: one tab stop, arrow keys move between buttons, and
 * each toggle says whether its format is on where the cursor is.
 */
export function EditorToolbar({ editor, active, contentId, label, panel, onOpenPanel, canInsertImage }: ToolbarProps) {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => {
    focusText(editor);
    return editor.chain().focus();
  };
  const tools: Tool[] = [
    { key: 'bold', glyph: 'B', glyphClass: 'fw-bold', pressed: active.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      glyph: 'I',
      glyphClass: 'fst-italic',
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      glyph: 'U',
      glyphClass: 'text-decoration-underline',
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      glyph: 'S',
      glyphClass: 'text-decoration-line-through',
      pressed: active.strike,
      run: () => chain().toggleStrike().run(),
    },
    { key: 'heading2', glyph: 'H2', pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', glyph: 'H3', pressed: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', glyph: '•', pressed: active.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', glyph: '1.', pressed: active.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', glyph: '❝', pressed: active.blockquote, run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      glyph: <LinkIcon size={16} />,
      pressed: active.link,
      expanded: panel === 'link',
      run: () => onOpenPanel('link'),
    },
    ...(canInsertImage
      ? [{ key: 'image', glyph: <ImageIcon size={16} />, expanded: panel === 'image', run: () => onOpenPanel('image') }]
      : []),
    { key: 'undo', glyph: '↶', disabled: !active.canUndo, run: () => chain().undo().run() },
    { key: 'redo', glyph: '↷', disabled: !active.canRedo, run: () => chain().redo().run() },
  ];
  const current = Math.min(focusIndex, tools.length - 1);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar', { field: label })}
      aria-controls={contentId}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={`btn btn-sm ${tool.pressed ? 'btn-secondary' : 'btn-outline-secondary'} ${styles.tool}`}
          tabIndex={index === current ? 0 : -1}
          aria-label={t(`editor.${tool.key}`)}
          title={t(`editor.${tool.key}`)}
          aria-pressed={tool.pressed}
          aria-expanded={tool.expanded}
          // aria-disabled keeps a disabled button reachable in the toolbar's arrow-key order.
          aria-disabled={tool.disabled || undefined}
          onFocus={() => setFocusIndex(index)}
          // A click keeps focus (and the selection) in the text: the button never takes it from there.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!tool.disabled) tool.run();
          }}
        >
          <span aria-hidden="true" className={tool.glyphClass}>
            {tool.glyph}
          </span>
        </button>
      ))}
    </div>
  );
}
