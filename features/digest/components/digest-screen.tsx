import Head from 'next/head';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Composer } from './composer';
import { DigestNav } from './digest-nav';
import { Drafts } from './drafts';
import { PastIssues } from './past-issues';
import { WeeklySchedules } from './weekly-schedules';
import type { DigestPageProps } from '../server/digest-props';

/** `/digest` (staff): the drafts per country, the one being composed, and the issues sent. */
export function DigestScreen({ issueId, pastPage, levels }: DigestPageProps) {
  const { t } = useTranslation('digest');
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('title'))}</title>
      </Head>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <DigestNav />
      <Drafts issueId={issueId} />
      {issueId !== null && <Composer key={issueId} issueId={issueId} levels={levels} />}
      <WeeklySchedules />
      <PastIssues page={pastPage} />
    </div>
  );
}
