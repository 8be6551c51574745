// Demo content: categories, tags and texts per language for news, wiki articles, services,
// events and handbooks. src/seed/content.ts turns them into items in five countries.

/** A seeded category: `code` names the portal's translation (content:categories.<type>.<code>), `name` is its English. */
export type CategorySeed = { code: string; name: string };

/** Categories per type (shared by every country); wiki categories form a tree. */
export const CATEGORIES: Readonly<Record<string, readonly (CategorySeed & { children?: readonly CategorySeed[] })[]>> =
  {
    news: [
      { code: 'purchasing', name: 'Purchasing' },
      { code: 'network', name: 'Network' },
      { code: 'suppliers', name: 'Suppliers' },
      { code: 'education', name: 'Education' },
    ],
    wikis: [
      {
        code: 'clinical',
        name: 'Clinical',
        children: [
          { code: 'surgery', name: 'Surgery' },
          { code: 'dentistry', name: 'Dentistry' },
          { code: 'anaesthesia', name: 'Anaesthesia' },
        ],
      },
      {
        code: 'practiceManagement',
        name: 'Practice management',
        children: [
          { code: 'staffHr', name: 'Staff and HR' },
          { code: 'finance', name: 'Finance' },
        ],
      },
      { code: 'purchasing', name: 'Purchasing' },
    ],
    services: [
      { code: 'insurance', name: 'Insurance' },
      { code: 'itSoftware', name: 'IT and software' },
      { code: 'marketing', name: 'Marketing' },
      { code: 'wasteRecycling', name: 'Waste and recycling' },
    ],
    events: [
      { code: 'course', name: 'Course' },
      { code: 'webinar', name: 'Webinar' },
      { code: 'networkMeeting', name: 'Network meeting' },
      { code: 'conference', name: 'Conference' },
    ],
    handbooks: [],
  };

export const TAGS = [
  'Cats',
  'Dentistry',
  'Digital',
  'Dogs',
  'Exotics',
  'Horses',
  'Pharmacy',
  'Pricing',
  'Staff',
  'Sustainability',
];

/**
 * The countries that get content, with the languages their items are written in. In a
 * `translated` country every language gets the same items, and the items at the same place are
 * linked as translations of one another (so the texts of its languages run in parallel).
 */
export const CONTENT_COUNTRIES: readonly { code: string; languages: readonly string[]; translated?: boolean }[] = [
  { code: 'se', languages: ['sv'] },
  { code: 'dk', languages: ['da'] },
  { code: 'de', languages: ['de'] },
  { code: 'no', languages: ['nb'] },
  { code: 'be', languages: ['nl-BE', 'fr-BE'], translated: true },
];

type Texts = {
  news: readonly string[];
  /** A follow-up title for the second round of news (Sweden has more news than headlines). */
  followUp: string;
  newsSummary: string;
  paragraph: string;
  wikis: readonly string[];
  services: readonly { name: string; contact: string }[];
  events: readonly { title: string; place: string; address: string }[];
  eventSummary: string;
  handbook?: string;
};

export const TEXTS: Readonly<Record<string, Texts>> = {
  sv: {
    news: [
      'Nytt avtal med Vetfarm sänker priset på vacciner',
      'Så gick nätverksträffen i Göteborg',
      'Prisjustering på förbrukningsmaterial från januari',
      'Ny leverantör av röntgenutrustning i sortimentet',
      'Kampanj: tandvårdsinstrument till medlemspris',
      'Kursprogrammet för våren är här',
      'Hållbarhetsrapport: mindre svinn i kliniken',
      'Digitala journaler – vad säger medlemmarna?',
      'Ändrade leveranstider under helgerna',
      'Nya riktlinjer för antibiotikaanvändning',
      'Medlemsenkäten 2026: tack för era svar',
      'Fraktfritt över 2 000 kr hela hösten',
      'Ny kontaktperson för inköp i norra Sverige',
      'Webbinarium om smärtlindring hos katt',
      'Rabatt på hästutrustning under mars',
      'Så använder du portalens besparingsrapport',
      'Välkommen till tre nya kliniker i nätverket',
    ],
    followUp: 'uppföljning',
    newsSummary: 'Kort om det viktigaste för kliniken: vad som gäller, från när och vem du kontaktar.',
    paragraph:
      'Vetnet förhandlar gemensamma avtal för alla medlemskliniker. Här sammanfattar vi vad förändringen betyder för er vardag och vad ni behöver göra.',
    wikis: [
      'Sterilisering av instrument steg för steg',
      'Narkosövervakning: checklista',
      'Tandröntgen på hund och katt',
      'Så beställer du via Vetnets avtal',
      'Introduktion av ny personal',
      'Budget och uppföljning för små kliniker',
      'Smärtskattning efter kirurgi',
      'Hantering av läkemedelsavfall',
      'Rutiner för journalföring',
      'Lokalvård i operationsrummet',
      'Arbetsmiljö och ergonomi',
      'Prissättning av behandlingar',
    ],
    services: [
      { name: 'Klinikförsäkring via Vetnet', contact: 'Anna Lind' },
      { name: 'Journalsystem med medlemsrabatt', contact: 'Johan Ek' },
      { name: 'Hemsida och sociala medier', contact: 'Sara Berg' },
      { name: 'Hämtning av riskavfall', contact: 'Per Holm' },
      { name: 'Löneadministration', contact: 'Maria Sjö' },
      { name: 'Telefoni och växel', contact: 'Erik Dahl' },
      { name: 'Rekrytering av djursjukskötare', contact: 'Lena Ström' },
      { name: 'Kalibrering av utrustning', contact: 'Nils Å' },
    ],
    events: [
      {
        title: 'Tandvårdskurs för djursjukskötare',
        place: 'Clarion Hotel Arlanda',
        address: 'Tornvägen 2, 190 45 Stockholm-Arlanda',
      },
      {
        title: 'Nätverksträff Väst',
        place: 'Smådjursklinik Göteborg',
        address: 'Kungsportsavenyen 1, 411 36 Göteborg',
      },
      { title: 'Webbinarium: prissättning', place: 'Online', address: '' },
      { title: 'Vetnetdagarna', place: 'Stockholmsmässan', address: 'Mässvägen 1, 125 80 Älvsjö' },
      { title: 'Kurs i ultraljud', place: 'Uppsala', address: 'Ulls väg 26, 756 51 Uppsala' },
      { title: 'Ledarskap i kliniken', place: 'Malmö Live', address: 'Dag Hammarskjölds torg 4, 211 18 Malmö' },
      { title: 'Frukostmöte: nya avtal', place: 'Online', address: '' },
    ],
    eventSummary: 'Anmäl dig i tid: platserna är begränsade.',
    handbook: 'Vetnets medlemshandbok',
  },
  da: {
    news: [
      'Ny aftale sænker prisen på vacciner',
      'Netværksmøde i Aarhus: det fik vi ud af det',
      'Prisregulering på forbrugsvarer',
      'Kursuskataloget for foråret er klar',
      'Ny leverandør af røntgenudstyr',
      'Gratis fragt hele efteråret',
    ],
    followUp: 'opfølgning',
    newsSummary: 'Det vigtigste for klinikken kort fortalt.',
    paragraph: 'Vetnet forhandler fælles aftaler for alle medlemsklinikker. Her er hvad ændringen betyder for jer.',
    wikis: ['Sterilisering af instrumenter', 'Tjekliste for anæstesi', 'Sådan bestiller du via Vetnet'],
    services: [
      { name: 'Klinikforsikring', contact: 'Mette Juul' },
      { name: 'Journalsystem med rabat', contact: 'Lars Friis' },
      { name: 'Affaldshåndtering', contact: 'Søren Kjær' },
    ],
    events: [
      { title: 'Tandplejekursus', place: 'Aarhus', address: 'Åboulevarden 1, 8000 Aarhus C' },
      { title: 'Webinar: prissætning', place: 'Online', address: '' },
      { title: 'Vetnet-dagen', place: 'Bella Center', address: 'Center Boulevard 5, 2300 København S' },
      { title: 'Netværksmøde Jylland', place: 'Vejle', address: 'Dæmningen 1, 7100 Vejle' },
    ],
    eventSummary: 'Tilmeld dig i god tid.',
  },
  de: {
    news: [
      'Neuer Rahmenvertrag senkt Impfstoffpreise',
      'Netzwerktreffen in Hamburg: ein Rückblick',
      'Preisanpassung bei Verbrauchsmaterial',
      'Das Kursprogramm für das Frühjahr',
      'Neuer Lieferant für Röntgentechnik',
      'Versandkostenfrei im Herbst',
    ],
    followUp: 'Nachtrag',
    newsSummary: 'Das Wichtigste für Ihre Praxis in Kürze.',
    paragraph: 'Vetnet verhandelt gemeinsame Verträge für alle Mitgliedspraxen. Hier steht, was sich für Sie ändert.',
    wikis: ['Instrumente sterilisieren', 'Checkliste Narkoseüberwachung', 'So bestellen Sie über Vetnet'],
    services: [
      { name: 'Praxisversicherung', contact: 'Jana Becker' },
      { name: 'Praxissoftware mit Rabatt', contact: 'Tobias Wolf' },
      { name: 'Entsorgung von Praxisabfällen', contact: 'Klaus Meier' },
    ],
    events: [
      { title: 'Zahnheilkunde für TFA', place: 'Hamburg', address: 'Jungfernstieg 7, 20354 Hamburg' },
      { title: 'Webinar: Preisgestaltung', place: 'Online', address: '' },
      { title: 'Vetnet-Kongress', place: 'Messe Berlin', address: 'Messedamm 22, 14055 Berlin' },
      { title: 'Netzwerktreffen Nord', place: 'Bremen', address: 'Am Markt 21, 28195 Bremen' },
    ],
    eventSummary: 'Bitte melden Sie sich rechtzeitig an.',
  },
  nb: {
    news: [
      'Ny avtale gir lavere priser på vaksiner',
      'Nettverkssamling i Oslo',
      'Prisjustering på forbruksmateriell',
      'Kursprogrammet for våren er klart',
      'Ny leverandør av røntgenutstyr',
      'Fraktfritt hele høsten',
    ],
    followUp: 'oppfølging',
    newsSummary: 'Det viktigste for klinikken, kort fortalt.',
    paragraph: 'Vetnet forhandler felles avtaler for alle medlemsklinikker. Her er hva endringen betyr for dere.',
    wikis: ['Sterilisering av instrumenter', 'Sjekkliste for anestesi', 'Slik bestiller du via Vetnet'],
    services: [
      { name: 'Klinikkforsikring', contact: 'Ingrid Moe' },
      { name: 'Journalsystem med rabatt', contact: 'Ola Nordmann' },
      { name: 'Henting av smitteavfall', contact: 'Kari Lie' },
    ],
    events: [
      { title: 'Tannhelsekurs', place: 'Oslo', address: 'Karl Johans gate 1, 0154 Oslo' },
      { title: 'Webinar: prissetting', place: 'Online', address: '' },
      { title: 'Vetnet-dagene', place: 'Bergen', address: 'Bryggen 1, 5003 Bergen' },
      { title: 'Nettverkssamling Midt', place: 'Trondheim', address: 'Munkegata 1, 7013 Trondheim' },
    ],
    eventSummary: 'Meld deg på i god tid.',
  },
  'nl-BE': {
    news: [
      'Nieuw contract verlaagt de prijs van vaccins',
      'Netwerkdag in Gent: een terugblik',
      'Prijsaanpassing verbruiksmateriaal',
      'Het cursusaanbod voor de lente',
    ],
    followUp: 'vervolg',
    newsSummary: 'Het belangrijkste voor uw praktijk in het kort.',
    paragraph: 'Vetnet onderhandelt gezamenlijke contracten voor alle leden. Dit verandert er voor u.',
    wikis: ['Instrumenten steriliseren', 'Checklist anesthesie'],
    services: [
      { name: 'Praktijkverzekering', contact: 'Bram Peeters' },
      { name: 'Afvalophaling', contact: 'Lotte Maes' },
    ],
    events: [
      { title: 'Cursus tandheelkunde', place: 'Gent', address: 'Korenmarkt 1, 9000 Gent' },
      { title: 'Webinar: prijszetting', place: 'Online', address: '' },
    ],
    eventSummary: 'Schrijf tijdig in.',
  },
  'fr-BE': {
    news: [
      'Nouveau contrat : le prix des vaccins baisse',
      'Journée réseau à Gand : retour en arrière',
      'Adaptation des prix du matériel de consommation',
      "L'offre de formations pour le printemps",
    ],
    followUp: 'suite',
    newsSummary: "L'essentiel pour votre clinique en bref.",
    paragraph: 'Vetnet négocie des contrats communs pour tous ses membres. Voici ce qui change pour vous.',
    wikis: ['Stérilisation des instruments', "Check-list de l'anesthésie"],
    services: [
      { name: 'Assurance de la clinique', contact: 'Bram Peeters' },
      { name: 'Collecte des déchets', contact: 'Lotte Maes' },
    ],
    events: [
      { title: 'Formation en dentisterie', place: 'Gand', address: 'Korenmarkt 1, 9000 Gent' },
      { title: 'Webinaire : fixation des prix', place: 'En ligne', address: '' },
    ],
    eventSummary: 'Inscrivez-vous à temps.',
  },
};

/** A few items carry a video link. */
export const VIDEOS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://vimeo.com/76979871',
  'https://youtu.be/ScMzIvxBSi4',
];

/** Cover colours (RGB). */
export const COLOURS: readonly (readonly [number, number, number])[] = [
  [33, 96, 140],
  [46, 125, 50],
  [183, 28, 28],
  [239, 108, 0],
  [94, 53, 177],
  [0, 121, 107],
];

/** A name as the local part of a demo e-mail address: "Åsa Berg" → "asa.berg". */
export const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
