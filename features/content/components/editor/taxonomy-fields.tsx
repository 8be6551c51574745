import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { FieldError } from '@/components/forms/field-error';
import { SelectField } from '@/components/forms/select-field';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { categoriesKey, categoryDepths, createCategory, useCategories } from '../../api/content-categories';
import { createTag, TAGS_KEY, useTags } from '../../api/tags';
import { categoryName } from '../../category-name';
import { typeLabel } from '../../type-labels';
import styles from '../content.module.scss';
import { OptionCreator } from './option-creator';
import type { ContentEditorState } from './use-content-editor';
import type { ContentType } from '../../content-types';

type Choice = { id: number; name: string; depth?: number };

/** Checkboxes of choices in a fieldset, each picked one's id kept in `selected`. */
function ChoiceList({
  legend,
  choices,
  selected,
  onChange,
  errors,
}: {
  legend: string;
  choices: Choice[];
  selected: number[];
  onChange: (ids: number[]) => void;
  errors: string[];
}) {
  const { t } = useTranslation('content');
  const idPrefix = useId();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <fieldset className="mb-2" aria-invalid={errors.length > 0 || undefined}>
      <legend className="h6">{legend}</legend>
      {choices.length === 0 ? (
        <p className="text-body-secondary small mb-1">{t('editor.noChoices')}</p>
      ) : (
        <div className={styles.choices}>
          {choices.map((choice) => (
            <div
              key={choice.id}
              className="form-check"
              style={{ marginInlineStart: `${(choice.depth ?? 0) * 1.25}rem` }}
            >
              <input
                id={`${idPrefix}-${choice.id}`}
                className="form-check-input"
                type="checkbox"
                checked={selected.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${idPrefix}-${choice.id}`}>
                {choice.name}
              </label>
            </div>
          ))}
        </div>
      )}
      <FieldError errors={errors} />
    </fieldset>
  );
}

/** The item's categories (of its type; indented as a tree for the wiki) and tags, with new ones added without leaving the form. */
export function TaxonomyFields({ type, editor }: { type: ContentType; editor: ContentEditorState }) {
  const { t } = useTranslation('content');
  const { mutate } = useSWRConfig();
  const { data: categories = [] } = useCategories(type);
  const { data: tags = [] } = useTags();
  const depths = categoryDepths(categories);
  // Where a new wiki category goes in the tree: '' is the top level.
  const [parent, setParent] = useState('');

  return (
    <>
      <ChoiceList
        legend={typeLabel(t, type.key, 'categories', 'editor.fields.categories')}
        choices={categories.map((category) => ({
          id: category.id,
          name: categoryName(t, type.key, category),
          depth: depths.get(category.id),
        }))}
        selected={editor.form.categories}
        onChange={(ids) => editor.update({ categories: ids })}
        errors={editor.serverErrorsFor('categories')}
      />
      {type.categoryTree && (
        <SelectField
          label={t('editor.newCategoryParent')}
          value={parent}
          placeholder={t('editor.topLevel')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: `${'— '.repeat(depths.get(category.id) ?? 0)}${categoryName(t, type.key, category)}`,
          }))}
          onChange={setParent}
        />
      )}
      <OptionCreator
        label={t('editor.newCategory')}
        buttonLabel={t('editor.add')}
        create={async (name) => {
          const category = await createCategory(apiClient, type, name, parent ? Number(parent) : null);
          await mutate(categoriesKey(type));
          editor.update((current) => ({ categories: [...current.categories, category.id] }));
        }}
      />
      <hr />
      <ChoiceList
        legend={t('editor.fields.tags')}
        choices={tags}
        selected={editor.form.tags}
        onChange={(ids) => editor.update({ tags: ids })}
        errors={editor.serverErrorsFor('tags')}
      />
      <OptionCreator
        label={t('editor.newTag')}
        buttonLabel={t('editor.add')}
        create={async (name) => {
          const tag = await createTag(apiClient, name);
          await mutate(TAGS_KEY);
          editor.update((current) => ({ tags: [...current.tags, tag.id] }));
        }}
      />
    </>
  );
}
