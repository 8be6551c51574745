import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CheckField } from '@/components/forms/check-field';
import { DIGEST_API, type DigestIssue } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Composer } from './use-composer';

/**
 * The send's member-level filter (IssueChanges.levels; none chosen = every level), saved as each box
 * is ticked like the draft's other fields; the send's recipient count is asked for again after each save.
 */
export function LevelPicker({ issue, levels, composer }: { issue: DigestIssue; levels: Level[]; composer: Composer }) {
  const { t } = useTranslation('digest-editor');
  const { mutate } = useSWRConfig();
  const hintId = useId();
  const [chosen, setChosen] = useState<number[]>(issue.levels);
  if (levels.length === 0) return null;

  async function toggle(id: number, on: boolean) {
    const next = on
      ? [...chosen.filter((level) => level !== id), id].sort((a, b) => a - b)
      : chosen.filter((level) => level !== id);
    setChosen(next);
    if (await composer.save({ levels: next })) void mutate(DIGEST_API.sendDigest(issue.id));
  }

  return (
    <fieldset className="mb-3" aria-describedby={hintId}>
      <legend className="form-label fs-6 mb-1">{t('composer.levels')}</legend>
      <p id={hintId} className="small text-body-secondary mb-2">
        {t('composer.levelsHint')}
      </p>
      {levels.map((level) => (
        <CheckField
          key={level.id}
          label={level.name}
          checked={chosen.includes(level.id)}
          onChange={(on) => void toggle(level.id, on)}
        />
      ))}
    </fieldset>
  );
}
