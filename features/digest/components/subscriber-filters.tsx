import { useState } from 'react';
import { FilterForm } from '@/components/forms/filter-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { DIGEST_LIMITS } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import { subscribersHref, type SubscribersQuery } from '../subscribers-query';
import { optionsShown, useHydrated } from './use-hydrated';

const asId = (value: string) => (value ? Number(value) : null);

/** The subscribers' filters (country, language, member level, name or e-mail), in the address. */
export function SubscriberFilters({ query, levels }: { query: SubscribersQuery; levels: Level[] }) {
  const { t } = useTranslation('digest-subscribers');
  const { data: options } = useLocaleOptions(true);
  const [country, setCountry] = useState(query.country ? String(query.country) : '');
  const [language, setLanguage] = useState(query.language ? String(query.language) : '');
  const [level, setLevel] = useState(query.level ? String(query.level) : '');
  const [search, setSearch] = useState(query.search);
  const hydrated = useHydrated();
  const filtered = Boolean(query.country || query.language || query.level || query.search);
  const chosenCountry = options?.countries.find((option) => String(option.id) === country);
  const languages = chosenCountry?.languages ?? options?.languages ?? [];

  return (
    <FilterForm
      action={ROUTES.digest.subscribers}
      label={t('subscribers.filters')}
      applyLabel={t('subscribers.apply')}
      href={() =>
        subscribersHref({ country: asId(country), language: asId(language), level: asId(level), search: search.trim() })
      }
      clear={filtered ? { label: t('subscribers.clear'), href: ROUTES.digest.subscribers } : undefined}
    >
      <div className="col-12 col-sm-6 col-md-4">
        <SelectField
          label={t('subscribers.country')}
          value={country}
          placeholder={t('subscribers.all')}
          options={optionsShown(
            (options?.countries ?? []).map((option) => ({ value: String(option.id), label: option.name })),
            country,
            hydrated,
          )}
          onChange={setCountry}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-4">
        <SelectField
          label={t('subscribers.language')}
          value={language}
          placeholder={t('subscribers.all')}
          options={optionsShown(
            languages.map((option) => ({ value: String(option.id), label: option.name })),
            language,
            hydrated,
          )}
          onChange={setLanguage}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-4">
        <SelectField
          label={t('subscribers.level')}
          value={level}
          placeholder={t('subscribers.all')}
          options={optionsShown(
            levels.map((option) => ({ value: String(option.id), label: option.name })),
            level,
            hydrated,
          )}
          onChange={setLevel}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-8">
        <TextField
          label={t('subscribers.search')}
          type="search"
          name="search"
          value={search}
          maxLength={DIGEST_LIMITS.search.max}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
    </FilterForm>
  );
}
