import { AppLink } from '@/components/app-link/app-link';
import type { TranslationRef } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { detailPath } from '../content-paths';
import type { ContentType } from '../content-types';

/** "Also in: Français": the other versions of the item, so a member can read it in another language. */
export function TranslationLinks({
  type,
  translations,
}: {
  type: ContentType;
  translations: readonly TranslationRef[];
}) {
  const { t } = useTranslation('content');
  const linked = translations.filter((other) => other.language !== null);
  if (linked.length === 0) return null;
  return (
    <nav aria-label={t('detail.otherLanguages')} className="mb-3">
      <span className="text-body-secondary">{t('detail.alsoIn')} </span>
      {linked.map((other, index) => (
        <span key={other.id}>
          {index > 0 && ', '}
          <AppLink href={detailPath(type, other)} lang={other.language?.code} hrefLang={other.language?.code}>
            {other.language?.name}
          </AppLink>
        </span>
      ))}
    </nav>
  );
}
