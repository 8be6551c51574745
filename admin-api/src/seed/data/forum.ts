// The demo forum (README "Demo accounts"): Sweden's threads, each showing one of the forum's rules
// to Olivia (owner@), one Danish thread, and none in Norway. Times are hours before the seed's time.

export type SeedReply = { author: string; text: string; hoursAgo: number };

export type SeedThread = {
  key: string;
  author: string;
  category: string;
  title: string;
  text: string;
  hoursAgo: number;
  replies: SeedReply[];
  isPinned?: boolean;
  isClosed?: boolean;
  /** The index of the reply marked as the answer. */
  answer?: number;
  /** How many replies owner@ has read: all when absent, none (never opened) when null. */
  ownerRead?: number | null;
  /** owner@ follows it (besides their own threads and those they replied to). */
  ownerFollows?: boolean;
};

const reply = (author: string, text: string, hoursAgo: number): SeedReply => ({ author, text, hoursAgo });

/** Whose turn it is in the long thread: five clinics discussing. */
const LONG_THREAD_AUTHORS = [
  'manager@vetnet.example',
  'engaged@vetnet.example',
  'gustav@vetnet.example',
  'viewer@vetnet.example',
  'owner@vetnet.example',
];

const LONG_THREAD_LINES = [
  'Vi har gått över till det nya protokollet för valpvaccinationer och ser färre återbesök.',
  'Hos oss tar det längre tid att boka in andra dosen, men ägarna uppskattar påminnelserna.',
  'Har någon jämfört biverkningarna mellan de två leverantörerna?',
  'Vi följer rekommendationen om tre veckors intervall och dokumenterar allt i journalen.',
  'Kattägarna frågar mer om intervallen än hundägarna, vi har gjort ett informationsblad.',
];

/** The thread with 200 replies: the bench's long thread, and reply paging (eight pages of 25). */
export const LONG_THREAD_TITLE = 'Erfarenheter av nya vaccinationsprotokollet';

function longThreadReplies(): SeedReply[] {
  return Array.from({ length: 200 }, (_, index) =>
    reply(
      LONG_THREAD_AUTHORS[index % LONG_THREAD_AUTHORS.length] ?? 'manager@vetnet.example',
      `Inlägg ${index + 1}: ${LONG_THREAD_LINES[index % LONG_THREAD_LINES.length] ?? ''}`,
      300 - index,
    ),
  );
}

export const SEED_THREADS: readonly SeedThread[] = [
  {
    key: 'welcome',
    author: 'staff@vetnet.example',
    category: 'other',
    title: 'Välkommen till forumet',
    text: 'Här hjälper klinikerna i nätverket varandra. Håll god ton, och skriv gärna vilken klinik du är från.',
    hoursAgo: 24 * 30,
    isPinned: true,
    replies: [
      reply('owner@vetnet.example', 'Tack! Roligt att kunna fråga andra kliniker direkt.', 24 * 29),
      reply('manager@vetnet.example', 'Bra initiativ.', 24 * 28),
    ],
  },
  {
    key: 'long',
    author: 'manager@vetnet.example',
    category: 'clinical',
    title: LONG_THREAD_TITLE,
    text: 'Hur har övergången till det nya vaccinationsprotokollet gått hos er?',
    hoursAgo: 24 * 14,
    replies: longThreadReplies(),
  },
  {
    key: 'autoclave',
    author: 'engaged@vetnet.example',
    category: 'equipment',
    title: 'Vilken autoklav har ni?',
    text: 'Vår autoklav börjar bli gammal. Vilka modeller är ni nöjda med, och hur långa är era cykler?',
    hoursAgo: 24 * 6,
    ownerRead: 2,
    ownerFollows: true,
    replies: [
      reply('gustav@vetnet.example', 'Vi har en från VetEquip sedan två år, inga problem.', 24 * 5),
      reply('owner@vetnet.example', 'Vi kör nattcykler, det sparar mycket tid på dagen.', 24 * 5 - 3),
      reply('manager@vetnet.example', 'Service ingår i avtalet via Vetnet, fråga om det.', 24 * 3),
      reply('viewer@vetnet.example', 'Hur lång är er nattcykel?', 24 * 2),
      reply('engaged@vetnet.example', 'Tack alla, vi tittar på VetEquip.', 20),
    ],
  },
  {
    key: 'gloves',
    author: 'gustav@vetnet.example',
    category: 'purchasing',
    title: 'Rabatt på kirurgiska handskar',
    text: 'Kampanjen på kirurgiska handskar gäller till månadens slut för alla medlemmar.',
    hoursAgo: 24 * 10,
    isClosed: true,
    replies: [
      reply('owner@vetnet.example', 'Gäller den även puderfria?', 24 * 9),
      reply('gustav@vetnet.example', 'Ja, alla storlekar.', 24 * 9 - 2),
      reply('staff@vetnet.example', 'Kampanjen är slut, så vi stänger tråden.', 24 * 2),
    ],
  },
  {
    key: 'rota',
    author: 'owner@vetnet.example',
    category: 'staff',
    title: 'Hur schemalägger ni helgjouren?',
    text: 'Vi är fyra veterinärer och helgjouren blir ojämnt fördelad. Hur gör ni?',
    hoursAgo: 24 * 8,
    answer: 1,
    replies: [
      reply('viewer@vetnet.example', 'Vi byter varannan vecka.', 24 * 7),
      reply(
        'manager@vetnet.example',
        'Ett rullande schema på åtta veckor, med byten i ett delat kalkylark.',
        24 * 7 - 4,
      ),
    ],
  },
  {
    key: 'records',
    author: 'viewer@vetnet.example',
    category: 'practice',
    title: 'Tips på journalsystem?',
    text: 'Vi ska byta journalsystem nästa år. Vad använder ni?',
    hoursAgo: 10,
    ownerRead: null,
    replies: [],
  },
  {
    key: 'audit',
    author: 'engaged@vetnet.example',
    category: 'practice',
    title: 'Kvalitetsrevision i december',
    text: 'Vi har kvalitetsrevision i december. Finns det någon checklista att låna?',
    hoursAgo: 30,
    ownerRead: null,
    replies: [reply('manager@vetnet.example', '@Olivia Owner gjorde en bra checklista förra året, fråga henne!', 6)],
  },
];

/** Denmark's forum: one thread, read by Carl (contributor@) alone. */
export const DANISH_THREAD: SeedThread = {
  key: 'danish',
  author: 'contributor@vetnet.example',
  category: 'purchasing',
  title: 'Erfaringer med nye leverandører',
  text: 'Har I prøvet de nye leverandører af foder i år?',
  hoursAgo: 24 * 4,
  replies: [],
};
