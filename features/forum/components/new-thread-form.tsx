import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { FORUM_LIMITS, type ForumCategory, type ForumThreadDetail } from '@/lib/contract/forum';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { createThread } from '../api/create-thread';
import { searchMentionable } from '../api/mentionable';
import { LazyRichTextEditor } from './lazy-editor';
import { useCategoryLabel } from './use-category-label';

type NewThreadFormProps = {
  categories: readonly ForumCategory[];
  onCreated: (thread: ForumThreadDetail) => void;
  onCancel: () => void;
};

/** Starting a thread, in a card: focus starts on the title; a refusal keeps everything typed. */
export function NewThreadForm({ categories, onCreated, onCancel }: NewThreadFormProps) {
  const { t } = useTranslation('forum');
  const categoryLabel = useCategoryLabel();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [html, setHtml] = useState('');
  const [tried, setTried] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const titleErrors =
    tried && title.trim().length < FORUM_LIMITS.title.min
      ? [t('newThread.titleTooShort', { min: FORUM_LIMITS.title.min })]
      : (serverFieldErrors.title ?? []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (title.trim().length < FORUM_LIMITS.title.min || !category) return;
    let created: ForumThreadDetail | null = null;
    const ok = await submit(async () => {
      created = await createThread({ title: title.trim(), category: Number(category), post: html });
    });
    if (ok && created) onCreated(created);
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="card card-body mb-4"
      aria-label={t('newThread.label')}
      noValidate
    >
      <h2 className="h5">{t('newThread.heading')}</h2>
      <FormAlert messages={failure} />
      <TextField
        ref={firstField}
        label={t('newThread.title')}
        value={title}
        maxLength={FORUM_LIMITS.title.max}
        required
        onChange={(event) => setTitle(event.target.value)}
        errors={titleErrors}
      />
      <SelectField
        label={t('newThread.category')}
        value={category}
        onChange={setCategory}
        required
        placeholder={t('newThread.chooseCategory')}
        showErrors={tried}
        errors={serverFieldErrors.category}
        options={categories.map((item) => ({ value: String(item.id), label: categoryLabel(item) }))}
      />
      <LazyRichTextEditor
        label={t('newThread.message')}
        required
        initialHtml=""
        onChange={setHtml}
        errors={serverFieldErrors.post}
        mentions={(words) => searchMentionable(null, words)}
      />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {t('newThread.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('newThread.cancel')}
        </button>
      </div>
    </form>
  );
}
