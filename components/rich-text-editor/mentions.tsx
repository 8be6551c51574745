import Mention from '@tiptap/extension-mention';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './rich-text-editor.module.scss';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';

/** Someone to @mention: `label` is inserted as `@label`; `hint` (their clinic) tells namesakes apart. */
export type MentionOption = { id: number; label: string; hint?: string | null };
export type MentionSearch = (query: string) => Promise<MentionOption[]>;

/** The open suggestion list, or null when closed. */
export type MentionMenu = { items: MentionOption[]; active: number; choose: (item: MentionOption) => void } | null;

const MIN_QUERY = 2;

/**
 * TipTap's Mention suggestion (typing `@` and two letters), whose choice is inserted as plain text
 * `@First Last `: the forum finds mentions in the text, and the sanitizer keeps no mention markup.
 * The list itself is React's (`MentionList`), driven through `onMenu`; arrows, Enter and Escape.
 */
export function mentionExtension(search: MentionSearch, onMenu: (menu: MentionMenu) => void) {
  return Mention.configure({
    suggestion: {
      char: '@',
      allowSpaces: false,
      items: ({ query }: { query: string }) =>
        query.trim().length >= MIN_QUERY ? search(query.trim()) : Promise.resolve([]),
      command: ({ editor, range, props }) => {
        editor
          .chain()
          .focus()
          // A text node, never a string: a string is parsed as HTML, and a name is not markup.
          .insertContentAt(range, { type: 'text', text: `@${String(props.label)} ` })
          .run();
      },
      render: () => {
        let items: MentionOption[] = [];
        let active = 0;
        let choose: (item: MentionOption) => void = () => undefined;
        const publish = () => onMenu(items.length > 0 ? { items, active, choose } : null);
        const take = (props: SuggestionProps<MentionOption>) => {
          items = props.items;
          active = 0;
          choose = (item) => props.command({ id: String(item.id), label: item.label });
          publish();
        };
        return {
          onStart: take,
          onUpdate: take,
          onKeyDown: ({ event }: SuggestionKeyDownProps) => {
            if (items.length === 0) return false;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              active = (active + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
              publish();
              return true;
            }
            if (event.key === 'Enter') {
              choose(items[active]!);
              return true;
            }
            if (event.key === 'Escape') {
              items = [];
              publish();
              return true;
            }
            return false;
          },
          onExit: () => onMenu(null),
        };
      },
    },
  });
}

export function mentionOptionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/** The suggestions under the text: a listbox whose active option the textbox points at. */
export function MentionList({ id, menu }: { id: string; menu: NonNullable<MentionMenu> }) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('editor.mentionSuggestions')}
      className={`list-group ${styles.mentions ?? ''}`}
    >
      {menu.items.map((item, index) => (
        <li
          key={item.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === menu.active}
          className={`list-group-item list-group-item-action${index === menu.active ? ' active' : ''}`}
          // mousedown, not click: the text keeps focus (and the suggestion its place).
          onMouseDown={(event) => {
            event.preventDefault();
            menu.choose(item);
          }}
        >
          {item.label}
          {item.hint && <span className="small ms-2">{item.hint}</span>}
        </li>
      ))}
    </ul>
  );
}
