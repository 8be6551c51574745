// The demo campaigns: per country, offers of its published partners that run now (some ending
// within the week, one in Sweden ending today), start later or have ended. Dates are relative to
// the seed time, so the demo stays alive: every running campaign spans "now".
import { isoUtc } from '../../http/dates';
import { type CAMPAIGN_CATEGORIES, dayFrom, LANGUAGE_OF, type PartnerCountry } from './partners';

type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** Days from today: the start's and the end's day (the end at 21:59:59Z: the same day in Europe). */
type Timing = { start: number; end: number };

const ENDS_TODAY: Timing = { start: -10, end: 0 };
const TIMINGS = {
  endsToday: ENDS_TODAY,
  endsTomorrow: { start: -20, end: 1 },
  endsSoon: { start: -5, end: 3 },
  endsThisWeek: { start: -14, end: 6 },
  running: { start: -7, end: 30 },
  runningLong: { start: -30, end: 75 },
  upcoming: { start: 5, end: 35 },
  upcomingLater: { start: 21, end: 60 },
  ended: { start: -60, end: -10 },
  endedLongAgo: { start: -150, end: -100 },
} as const satisfies Record<string, Timing>;
type TimingName = keyof typeof TIMINGS;

/** Per country: which of its published partners (by place) runs which campaign, in which category. */
const PLANS: Readonly<Record<PartnerCountry, readonly [number, TimingName, CampaignCategory][]>> = {
  se: [
    [0, 'endsToday', 'Discount'],
    [0, 'running', 'Bundle'],
    [3, 'endsTomorrow', 'Free shipping'],
    [6, 'endsSoon', 'Discount'],
    [9, 'endsThisWeek', 'Launch offer'],
    [12, 'runningLong', 'Discount'],
    [15, 'running', 'Free shipping'],
    [18, 'upcoming', 'Launch offer'],
    [21, 'upcomingLater', 'Bundle'],
    [24, 'ended', 'Discount'],
    [7, 'endedLongAgo', 'Free shipping'],
  ],
  dk: [
    [0, 'endsSoon', 'Discount'],
    [2, 'running', 'Bundle'],
    [5, 'runningLong', 'Free shipping'],
    [8, 'upcoming', 'Launch offer'],
    [11, 'ended', 'Discount'],
  ],
  no: [
    [1, 'endsThisWeek', 'Free shipping'],
    [4, 'running', 'Discount'],
    [7, 'runningLong', 'Launch offer'],
    [10, 'upcoming', 'Bundle'],
    [13, 'ended', 'Discount'],
  ],
  de: [
    [0, 'running', 'Discount'],
    [1, 'upcoming', 'Launch offer'],
    [2, 'ended', 'Bundle'],
  ],
  be: [
    [0, 'endsSoon', 'Free shipping'],
    [1, 'running', 'Discount'],
    [2, 'ended', 'Bundle'],
  ],
};

type Texts = {
  title: Record<CampaignCategory, string>;
  summary: string;
  paragraph: string;
  terms: string;
};

const TEXTS: Readonly<Record<string, Texts>> = {
  sv: {
    title: {
      Discount: '15 % rabatt på hela sortimentet',
      Bundle: 'Köp tre, betala för två',
      'Free shipping': 'Fri frakt på alla beställningar',
      'Launch offer': 'Lanseringserbjudande på nyheter',
    },
    summary: 'Ett tidsbegränsat erbjudande för Vetnets medlemmar.',
    paragraph: 'Ta del av erbjudandet direkt i partnerns webbutik eller via din säljare.',
    terms: 'Gäller under kampanjperioden för Vetnets medlemmar. Kan inte kombineras med andra erbjudanden.',
  },
  da: {
    title: {
      Discount: '15 % rabat på hele sortimentet',
      Bundle: 'Køb tre, betal for to',
      'Free shipping': 'Gratis fragt på alle ordrer',
      'Launch offer': 'Lanceringstilbud på nyheder',
    },
    summary: 'Et tidsbegrænset tilbud til Vetnets medlemmer.',
    paragraph: 'Benyt tilbuddet direkte i partnerens webshop eller via din sælger.',
    terms: 'Gælder i kampagneperioden for Vetnets medlemmer. Kan ikke kombineres med andre tilbud.',
  },
  nb: {
    title: {
      Discount: '15 % rabatt på hele sortimentet',
      Bundle: 'Kjøp tre, betal for to',
      'Free shipping': 'Fri frakt på alle bestillinger',
      'Launch offer': 'Lanseringstilbud på nyheter',
    },
    summary: 'Et tidsbegrenset tilbud for Vetnets medlemmer.',
    paragraph: 'Benytt tilbudet direkte i partnerens nettbutikk eller via din selger.',
    terms: 'Gjelder i kampanjeperioden for Vetnets medlemmer. Kan ikke kombineres med andre tilbud.',
  },
  de: {
    title: {
      Discount: '15 % Rabatt auf das gesamte Sortiment',
      Bundle: 'Drei kaufen, zwei bezahlen',
      'Free shipping': 'Versandkostenfrei auf alle Bestellungen',
      'Launch offer': 'Einführungsangebot für Neuheiten',
    },
    summary: 'Ein befristetes Angebot für Vetnet-Mitglieder.',
    paragraph: 'Nutzen Sie das Angebot direkt im Webshop des Partners oder über Ihren Außendienst.',
    terms: 'Gültig im Aktionszeitraum für Vetnet-Mitglieder. Nicht mit anderen Angeboten kombinierbar.',
  },
  'nl-BE': {
    title: {
      Discount: '15 % korting op het hele assortiment',
      Bundle: 'Koop drie, betaal er twee',
      'Free shipping': 'Gratis verzending op alle bestellingen',
      'Launch offer': 'Introductieaanbod op nieuwigheden',
    },
    summary: 'Een tijdelijk aanbod voor de leden van Vetnet.',
    paragraph: 'Maak gebruik van het aanbod in de webshop van de partner of via uw vertegenwoordiger.',
    terms: 'Geldig tijdens de actieperiode voor leden van Vetnet. Niet combineerbaar met andere aanbiedingen.',
  },
};

export type CampaignSeed = {
  country: PartnerCountry;
  language: string;
  /** The place of its partner among the country's published partners (wrapped around). */
  partnerPlace: number;
  timing: TimingName;
  category: CampaignCategory;
  title: (partnerName: string) => string;
  summary: string;
  body: string;
  publishDate: Date;
  startsAt: Date;
  endsAt: Date;
  terms: string;
  /** An offer leaflet (PDF) among its files. */
  leaflet: boolean;
};

const HOUR = 60 * 60 * 1000;

/** The end of the day `days` from today, at 21:59:59Z; never less than two hours from `now`. */
function endOf(now: Date, days: number): Date {
  const end = new Date(dayFrom(now, days).getTime() + 22 * HOUR - 1000);
  return days === 0 ? new Date(Math.max(end.getTime(), now.getTime() + 2 * HOUR)) : end;
}

export function campaignSeeds(now: Date): CampaignSeed[] {
  return (Object.entries(PLANS) as [PartnerCountry, (typeof PLANS)[PartnerCountry]][]).flatMap(([country, plans]) => {
    const language = LANGUAGE_OF[country];
    const texts = TEXTS[language];
    if (!texts) throw new Error(`No campaign texts for ${language}`);
    return plans.map(([partnerPlace, timing, category], index): CampaignSeed => {
      const { start, end } = TIMINGS[timing];
      const startsAt = dayFrom(now, start);
      return {
        country,
        language,
        partnerPlace,
        timing,
        category,
        title: (partnerName) => `${partnerName}: ${texts.title[category]}`,
        summary: texts.summary,
        body: `<p>${texts.paragraph}</p><ul><li><strong>${texts.title[category]}</strong></li></ul>`,
        publishDate: new Date(Math.min(now.getTime() - HOUR, startsAt.getTime() - 7 * 24 * HOUR)),
        startsAt,
        endsAt: endOf(now, end),
        terms: texts.terms,
        leaflet: index % 3 === 0,
      };
    });
  });
}

/** The type's `extra` of a campaign of the partner item `partnerId`. */
export function campaignExtra(seed: CampaignSeed, partnerId: number, offerUrl: string): Record<string, unknown> {
  return {
    partnerId,
    startsAt: isoUtc(seed.startsAt),
    endsAt: isoUtc(seed.endsAt),
    terms: seed.terms,
    offerUrl,
  };
}
