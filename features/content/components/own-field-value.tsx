import type { ContentItem } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ContentType } from '../content-types';
import { ownField, ownValue } from '../own-fields';
import { useContentFormat } from './use-content-format';

/** One of an item's own fields as text, by the kind its type declares (a start: date and time). */
export function OwnFieldValue({ type, item, name }: { type: ContentType; item: ContentItem; name: string }) {
  const { t } = useTranslation('content');
  const format = useContentFormat();
  const field = ownField(type, name);
  const value = ownValue(item, name);
  if (!field || value === undefined || value === null || value === '') return null;
  switch (field.kind) {
    case 'datetime':
      return <>{format.date(String(value), true)}</>;
    case 'boolean':
      return <>{value ? t('fields.yes') : t('fields.no')}</>;
    case 'choice': {
      const option = field.options.find((candidate) => candidate.value === value);
      return <>{option ? t(option.label) : String(value)}</>;
    }
    default:
      return <>{String(value)}</>;
  }
}
