import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { DIGEST_ITEM_TYPES, DIGEST_LIMITS, type DigestItem, type DigestItemType } from '@/lib/contract/digest';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { findCandidates } from '../api/candidates';

type AddItemsProps = { issueId: number; items: DigestItem[]; onAdd: (item: DigestItem) => void };

/** Finds published items of the issue's country and language (by type and title) and adds one at the end. */
export function AddItems({ issueId, items, onAdd }: AddItemsProps) {
  const { t } = useTranslation('digest-editor');
  const [type, setType] = useState<DigestItemType | ''>('');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<DigestItem[] | null>(null);
  const { submitting, failure, submit } = useSubmission();
  const full = items.length >= DIGEST_LIMITS.items.max;
  const inIssue = new Set(items.map((item) => `${item.type}-${item.id}`));

  function find(event: FormEvent) {
    event.preventDefault();
    void submit(async () => setFound(await findCandidates(apiClient, issueId, { type, search })));
  }

  const shown = found?.filter((item) => !inIssue.has(`${item.type}-${item.id}`)) ?? null;

  return (
    <section aria-labelledby="digest-add-heading" className="mb-4">
      <h3 id="digest-add-heading" className="h5">
        {t('add.heading')}
      </h3>
      <form className="row g-2 align-items-end" onSubmit={find} role="search" aria-labelledby="digest-add-heading">
        <div className="col-12 col-sm-4">
          <SelectField
            label={t('add.type')}
            value={type}
            placeholder={t('add.anyType')}
            options={DIGEST_ITEM_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            onChange={(value) => setType(value as DigestItemType | '')}
          />
        </div>
        <div className="col-12 col-sm-5">
          <TextField
            label={t('add.search')}
            type="search"
            value={search}
            maxLength={DIGEST_LIMITS.search.max}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-12 col-sm-3 mb-3">
          <button type="submit" className="btn btn-outline-primary w-100" disabled={submitting} aria-busy={submitting}>
            {t('add.find')}
          </button>
        </div>
      </form>
      <FormAlert messages={failure} />
      {full && <p className="text-body-secondary">{t('add.full', { max: DIGEST_LIMITS.items.max })}</p>}
      <div role="status">{shown && shown.length === 0 && <p className="text-body-secondary">{t('add.none')}</p>}</div>
      {shown && shown.length > 0 && (
        <ul className="list-unstyled">
          {shown.map((item) => (
            <li key={`${item.type}-${item.id}`} className="d-flex flex-wrap gap-2 align-items-center mb-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                style={{ minHeight: 32 }}
                disabled={full}
                onClick={() => onAdd(item)}
              >
                {t('add.add')}
                <span className="visually-hidden"> {item.title}</span>
              </button>
              <span className="badge text-bg-light border">{t(`types.${item.type}`)}</span>
              <span>{item.title}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
