import { MetaLine } from '@/components/meta-line/meta-line';
import { TimeText } from '@/components/time-text/time-text';
import type { ForumAuthor } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';

type PostBylineProps = {
  author: ForumAuthor;
  createdAt: string;
  editedAt: string | null;
  className?: string;
  as?: 'p' | 'span' | 'div';
};

/** "Anna Berg · Smådjursklinik Göteborg · 23 November 2026 14:02 · edited": who wrote a post, and when. */
export function PostByline({ author, createdAt, editedAt, className, as }: PostBylineProps) {
  const { t, i18n } = useTranslation('forum');
  const { user } = useSession();
  const timeZone = countryTimeZone(user.member.country.code);
  return (
    <MetaLine
      as={as}
      className={className}
      parts={[
        <strong key="author">{author.name}</strong>,
        author.memberName,
        <TimeText
          key="created"
          dateTime={createdAt}
          text={() => formatDate(createdAt, i18n.language, timeZone, true)}
        />,
        editedAt && (
          <span key="edited" title={formatDate(editedAt, i18n.language, timeZone, true)}>
            {t('byline.edited')}
          </span>
        ),
      ]}
    />
  );
}
