import { useChartAfterFirstPaint } from '@/components/charts/use-after-first-paint';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { BROWSER_API_BASE_URL } from '@/lib/api/browser-client';
import type { Benchmarks } from '@/lib/contract/vetdata';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { benchmarksPdfPath, useBenchmarks } from '../api/vetdata-api';
import { benchmarkCards, figuresFor, type Figures } from '../benchmark-tables';
import { BenchmarkCard } from './benchmark-card';
import { SurveyPicker } from './survey-picker';
import styles from './vetdata.module.scss';
import type { BenchmarksProps } from '../server/vetdata-props';

/** The peer group in words: "Clinics in Sweden with 5–9 staff: 23". */
function PeerGroup({ data, figures }: { data: Benchmarks; figures: Figures }) {
  const { t } = figures;
  const { country, sizeBand, clinics } = data.peerGroup;
  if (sizeBand && clinics < data.minGroup) {
    return (
      <p>{t('peerGroup.tooSmall', { country: country.name, band: t(`sizeBands.${sizeBand}`), min: data.minGroup })}</p>
    );
  }
  return (
    <p>
      {t(data.peerGroup.sizeBand ? 'peerGroup.withBand' : 'peerGroup.countryOnly', {
        country: data.peerGroup.country.name,
        band: data.peerGroup.sizeBand ? t(`sizeBands.${data.peerGroup.sizeBand}`) : '',
        clinics: data.peerGroup.clinics,
      })}{' '}
      {t('peerGroup.anonymity', { min: data.minGroup })}
    </p>
  );
}

function BenchmarkSections({ data, figures, report }: { data: Benchmarks; figures: Figures; report: boolean }) {
  const Chart = useChartAfterFirstPaint();
  return (
    <>
      {data.sections.map((section) => (
        <section key={section.id} aria-labelledby={`bench-${section.id}`} className="mb-4">
          <h2 id={`bench-${section.id}`} className="h4">
            {section.title}
          </h2>
          <div className="row">
            {benchmarkCards(figures, section.lines, data.minGroup).map((model) => (
              <div key={model.id} className={report ? 'col-12 mb-3' : 'col-12 col-lg-6 mb-3'}>
                <BenchmarkCard model={model} figures={figures} Chart={Chart} mine tableOnly={report} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** `/vetdata/member-dashboard` and `/vetdata/member-report`: the member's figures beside its peer group's. */
function BenchmarksPage({ props, report }: { props: BenchmarksProps; report: boolean }) {
  const { t, i18n } = useTranslation('vetdata');
  const { member, memberOptions, surveys, surveyId, benchmarksKey } = props;
  const { data, error } = useBenchmarks(benchmarksKey);
  const figures = figuresFor(t, i18n.language);
  const page = report ? ROUTES.vetData.memberReport : ROUTES.vetData.memberDashboard;
  return (
    <div className={`container py-4 ${report ? styles.report : ''}`}>
      <MemberPageHeader
        title={report ? t('report.title') : t('dashboard.title')}
        intro={report ? t('report.intro') : t('dashboard.intro')}
        memberOptions={memberOptions}
        member={member}
      />
      <SurveyPicker
        surveys={surveys}
        surveyId={surveyId}
        hrefFor={(id) => withMember(page, member, { survey: id })}
        t={t}
      />
      {surveyId === null ? (
        <p>{t('surveys.empty')}</p>
      ) : benchmarksKey === null ? (
        <p>{t('dashboard.noAnswer')}</p>
      ) : error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <LoadingMessage />
      ) : (
        <>
          {report && (
            <p className="d-flex flex-wrap gap-2 d-print-none">
              <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
                {t('report.print')}
              </button>
              <a
                className="btn btn-primary"
                href={`${BROWSER_API_BASE_URL}${benchmarksPdfPath(surveyId, member)}`}
                download
              >
                {t('report.pdf')}
              </a>
            </p>
          )}
          {report && <p className="fw-semibold">{data.member.name}</p>}
          <PeerGroup data={data} figures={figures} />
          {data.sections.every((section) => section.lines.length === 0) ? (
            <p>{t('dashboard.noFigures')}</p>
          ) : (
            <BenchmarkSections data={data} figures={figures} report={report} />
          )}
        </>
      )}
    </div>
  );
}

export function MemberDashboardScreen(props: BenchmarksProps) {
  return <BenchmarksPage props={props} report={false} />;
}

export function MemberReportScreen(props: BenchmarksProps) {
  return <BenchmarksPage props={props} report />;
}
