import type { MemberTreeNode } from '@/lib/contract/member';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './my-settings.module.scss';

type MemberTreeListProps = {
  nodes: readonly MemberTreeNode[];
  currentId: number;
  /** A switch is under way: the other buttons wait. */
  busy: boolean;
  label: string;
  onSwitch(member: MemberTreeNode): void;
};

/** The member tree as nested lists: every member a button to switch to it, except the current one. */
export function MemberTreeList({ nodes, currentId, busy, label, onSwitch }: MemberTreeListProps) {
  return (
    <ul className={styles.tree} aria-label={label}>
      <Branch nodes={nodes} currentId={currentId} busy={busy} onSwitch={onSwitch} />
    </ul>
  );
}

function Branch({ nodes, currentId, busy, onSwitch }: Omit<MemberTreeListProps, 'label'>) {
  const { t } = useTranslation('settings');
  return nodes.map((node) => (
    <li key={node.id}>
      {node.id === currentId ? (
        <span className={styles.current} aria-current="true">
          {node.name} {t('member.current')}
        </span>
      ) : (
        <button
          type="button"
          className={`btn btn-link ${styles.member}`}
          aria-label={t('member.switchTo', { name: node.name })}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onSwitch(node);
          }}
        >
          {node.name}
        </button>
      )}
      {node.children.length > 0 && (
        <ul>
          <Branch nodes={node.children} currentId={currentId} busy={busy} onSwitch={onSwitch} />
        </ul>
      )}
    </li>
  ));
}
