import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Sharing an item with a colleague: by e-mail, or its address copied (the developer panel's "social buttons"). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="share-heading" className="mt-4 d-flex flex-wrap align-items-center gap-2">
      <h2 id="share-heading" className="h6 mb-0 me-2">
        {t('share.title')}
      </h2>
      <a
        className="btn btn-outline-primary btn-sm"
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
      >
        {t('share.email')}
      </a>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {t('share.copy')}
      </button>
      {copied && <span role="status">{t('share.copied')}</span>}
    </section>
  );
}
