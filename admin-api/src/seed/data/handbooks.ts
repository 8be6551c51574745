// The handbooks' demo chapters and sections (src/seed/handbooks.ts places them), in Swedish: the
// published member handbook of Sweden gets these, one chapter still a draft, two sections
// changed after owner@ last read it.

export type SeedSection = {
  title: string;
  /** Paragraphs of plain text. */
  text: string[];
  /** Days since the last change. */
  changedDaysAgo: number;
  draft?: boolean;
};
export type SeedChapter = { title: string; text: string; sections: SeedSection[]; draft?: boolean };

/** owner@ last read the member handbook this many days ago: sections changed since are "new". */
export const OWNER_READ_DAYS_AGO = 10;

export const MEMBER_HANDBOOK_CHAPTERS: readonly SeedChapter[] = [
  {
    title: 'Välkommen till Vetnet',
    text: 'Vetnet är ett inköpsnätverk för veterinärkliniker. Här beskriver vi hur medlemskapet fungerar.',
    sections: [
      {
        title: 'Så fungerar medlemskapet',
        text: [
          'Som medlem får kliniken tillgång till gemensamma avtal med leverantörer, rabatter och kampanjer.',
          'Medlemsavgiften faktureras årsvis i januari och omfattar alla kliniker i kedjan.',
        ],
        changedDaysAgo: 40,
      },
      {
        title: 'Kontaktpersoner på Vetnet',
        text: [
          'Varje land har en medlemsansvarig som svarar på frågor om avtal, rapporter och portalen.',
          'Kontaktuppgifterna finns under Kontakt i menyn.',
        ],
        changedDaysAgo: 3,
      },
    ],
  },
  {
    title: 'Inköp och avtal',
    text: 'Så använder kliniken avtalen och följer upp sina inköp.',
    sections: [
      {
        title: 'Beställa från avtalsleverantörer',
        text: [
          'Beställ som vanligt hos leverantören och ange klinikens kundnummer, så räknas köpet in i avtalet.',
          'Avtalspriserna gäller automatiskt för vacciner, läkemedel och förbrukningsmaterial.',
        ],
        changedDaysAgo: 45,
      },
      {
        title: 'Rapporter om inköp och besparingar',
        text: [
          'Under Rapporter ser kliniken sina inköp per kvartal, besparingen mot listpris och årets bonus.',
          'Uppgifterna kommer från leverantörerna och uppdateras varje månad.',
        ],
        changedDaysAgo: 2,
      },
      {
        title: 'Åtaganden',
        text: ['Vissa avtal bygger på att kliniken åtar sig att köpa en viss volym. Följ upp dem under Åtaganden.'],
        changedDaysAgo: 30,
      },
    ],
  },
  {
    title: 'Rutiner på kliniken',
    text: 'Gemensamma rutiner som medlemmarna har tagit fram tillsammans.',
    sections: [
      {
        title: 'Hygienrutiner i behandlingsrummet',
        text: [
          'Desinficera behandlingsbordet mellan varje patient och byt handskar mellan varje djur.',
          'Autoklaven kontrolleras med indikatorremsa varje dag och med sporprov varje månad.',
        ],
        changedDaysAgo: 50,
      },
      {
        title: 'Vaccinationsprotokoll',
        text: [
          'Grundvaccinera valpar vid 8, 12 och 16 veckors ålder och ge en förstärkningsdos efter ett år.',
          'Dokumentera batchnummer för varje vaccin i journalen.',
        ],
        changedDaysAgo: 20,
      },
      {
        title: 'Ny rutin för läkemedelsavfall (utkast)',
        text: ['Under arbete: hur kliniken sorterar och lämnar läkemedelsavfall.'],
        changedDaysAgo: 1,
        draft: true,
      },
    ],
  },
  {
    title: 'Kvalitetsarbete (utkast)',
    text: 'Ett kapitel som ännu inte är publicerat.',
    sections: [],
    draft: true,
  },
];

/** A second published handbook of Sweden, tagged, so the list's tag filter and search have something to find. */
export const QUALITY_HANDBOOK = {
  title: 'Kvalitetshandbok för smådjurskliniker',
  summary: 'Checklistor och rutiner för klinikens kvalitetsarbete.',
  tag: 'Kvalitet',
  chapters: [
    {
      title: 'Avvikelser',
      text: 'Hur kliniken rapporterar och följer upp avvikelser.',
      sections: [
        {
          title: 'Rapportera en avvikelse',
          text: ['Alla medarbetare rapporterar avvikelser i avvikelseloggen samma dag som de upptäcks.'],
          changedDaysAgo: 60,
        },
      ],
    },
  ] as readonly SeedChapter[],
};
