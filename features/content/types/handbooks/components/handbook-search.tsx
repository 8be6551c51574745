import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { SearchMatch } from '@/components/search-match/search-match';
import { HANDBOOK_ANCHOR, HANDBOOK_SEARCH_MAX } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useHandbookSearch } from '../api/handbook-search';
import styles from './handbooks.module.scss';

/**
 * The search within the handbook: a GET form (`?q=`, so it works before the script and a search
 * can be linked), the API's full-text hits as links to their anchors, the found words marked.
 */
export function HandbookSearch({
  path,
  search,
  searchKey,
}: {
  path: string;
  search: string;
  searchKey: string | null;
}) {
  const { t } = useTranslation('handbooks');
  const router = useRouter();
  const [words, setWords] = useState(search);
  const { data: hits, error } = useHandbookSearch(searchKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    void router.push(q ? `${path}?${new URLSearchParams({ q }).toString()}` : path, undefined, { scroll: false });
  };

  return (
    <section className={`mb-4 ${styles.noPrint}`} aria-label={t('reading.searchLabel')}>
      <form method="get" action={path} role="search" className="d-flex gap-2" onSubmit={submit}>
        <label htmlFor="handbook-search" className="visually-hidden">
          {t('reading.searchLabel')}
        </label>
        <input
          id="handbook-search"
          name="q"
          type="search"
          className="form-control"
          maxLength={HANDBOOK_SEARCH_MAX}
          placeholder={t('reading.searchPlaceholder')}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary">
          {t('reading.search')}
        </button>
      </form>
      {searchKey && (
        <div aria-live="polite" className="mt-3">
          {error && <p className="text-danger">{t('reading.searchFailed')}</p>}
          {hits && hits.length === 0 && <p>{t('reading.noHits', { words: search })}</p>}
          {hits && hits.length > 0 && (
            <>
              <h2 className="h6">{t('reading.hits', { count: hits.length, words: search })}</h2>
              <ul className="list-unstyled">
                {hits.map((hit) => (
                  <li key={hit.id} className="mb-2">
                    <a
                      href={`#${hit.kind === 'chapter' ? HANDBOOK_ANCHOR.chapter(hit.id) : HANDBOOK_ANCHOR.section(hit.id)}`}
                    >
                      {hit.title}
                    </a>
                    <SearchMatch match={hit.match} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
