// VetData's demo data (README "Demo accounts", docs/admin-api.md "The seed"): in Sweden the clinic
// benchmarking survey of 2025, closed, answered and submitted by fourteen clinics through the
// module's own service (so the figures come from the production SQL), and its 2026 version, open,
// which owner@'s Djurkliniken Solna has half answered (a draft). Runs only while no survey exists.
import { count, eq, inArray } from 'drizzle-orm';
import { type Db } from '../db/client';
import { memberLevels, members, users } from '../db/schema/accounts';
import { countries } from '../db/schema/locale';
import { suppliers } from '../db/schema/purchasing';
import { vetdataSurveys } from '../db/schema/vetdata';
import { voiceOf } from '../i18n/translate';
import { definitionSchema } from '../modules/vetdata/input';
import { surveyStructure } from '../modules/vetdata/queries';
import { rowLabelOf, type StoredQuestion } from '../modules/vetdata/rules';
import { createSurvey, saveDraft, submitAnswer } from '../modules/vetdata/service';
import { MEMBER_LEVEL } from './data/levels';
import { VETDATA_CLINICS, VETDATA_KEY, VETDATA_SEEDED_ANSWERS, VETDATA_SECTIONS } from './data/vetdata';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clinic's 2025 answer, by question code: figures that grow with its size, varied by its index. */
function answerOf(staff: number, i: number): Record<string, unknown> {
  const nordvax = 40 + ((i * 7) % 30);
  const vaximmune = 20 + ((i * 5) % 20);
  return {
    staff_count: staff,
    vets: Math.max(1, Math.round(staff * 0.4)),
    open_hours_week: 40 + staff + (i % 4) * 2.5,
    weekend: ['no', 'saturday', 'both'][i % 3],
    visits_year: { dog: staff * 600 + i * 37, cat: staff * 450 + i * 23, other: staff * 40 + i * 11 },
    services: ['xray', 'ultrasound', 'dental', 'surgery', 'emergency'].filter((_, k) => (i + k) % 3 !== 0 || k === 0),
    satisfaction: 3 + (i % 3),
    price_consultation: 450 + ((i * 35) % 200),
    price_vaccination: 380 + ((i * 20) % 120),
    purchases_by_category: { vaccines: 18 + (i % 6), pharmaceuticals: 30 + ((i * 3) % 10), diets: 8 + (i % 5) },
    purchases_by_supplier: { NORDVAX: nordvax, VAXIMMUNE: vaximmune, BIOSHIELD: 100 - nordvax - vaximmune },
    ...(i % 4 === 0 ? { comment: 'Gärna frågor om personalomsättning.' } : {}),
  };
}

/** Owner@'s 2026 draft: the first two sections, half of the survey. */
const OWNER_DRAFT: Record<string, unknown> = {
  staff_count: 7,
  vets: 3,
  open_hours_week: 47.5,
  weekend: 'saturday',
  visits_year: { dog: 4300, cat: 3200 },
  satisfaction: 4,
};

const byCode = (questions: StoredQuestion[], answer: Record<string, unknown>) =>
  Object.fromEntries(
    questions
      .filter((question) => question.code in answer)
      .map((question) => [String(question.id), answer[question.code]]),
  );

function definition(country: number, opensAt: Date, closesAt: Date, year: number) {
  return definitionSchema.parse({
    key: VETDATA_KEY,
    country,
    languages: ['sv', 'en'],
    title: { sv: `VetData ${year}: klinikenkäten`, en: `VetData ${year}: the clinic survey` },
    description: {
      sv: 'Personal, patienter, priser och inköp. Svaren ger er klinik jämförelser med liknande kliniker; ingen annan klinik ser era svar.',
      en: 'Staff, patients, prices and purchasing. Your answers give your clinic benchmarks against similar clinics; no other clinic sees them.',
    },
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    sections: VETDATA_SECTIONS,
  });
}

/** The suppliers the survey's supplier rows name. */
type SeedSettings = { rowSource?: string; rows?: readonly { code: string }[] };
const SURVEY_SUPPLIER_CODES = (VETDATA_SECTIONS as readonly { questions: readonly { settings: SeedSettings }[] }[])
  .flatMap((section) => section.questions)
  .flatMap(({ settings }) => (settings.rowSource === 'supplier' ? (settings.rows ?? []).map((row) => row.code) : []));

export async function seedVetdata(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(vetdataSurveys);
  if ((existing?.n ?? 0) > 0) return;
  const [sweden] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'se'));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@vetnet.example'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@vetnet.example'));
  if (!sweden || !staff || !owner) return;
  // The survey's supplier rows name the demo purchases' suppliers: a database without them (the
  // purchasing bench's data set, seeded without demo purchases) gets no survey rather than a failed start.
  const [demoSuppliers] = await db
    .select({ n: count() })
    .from(suppliers)
    .where(inArray(suppliers.code, [...SURVEY_SUPPLIER_CODES]));
  if ((demoSuppliers?.n ?? 0) < SURVEY_SUPPLIER_CODES.length) return;

  const added = await db
    .insert(members)
    .values(VETDATA_CLINICS.map((clinic) => ({ name: clinic.name, countryId: sweden.id })))
    .returning({ id: members.id, name: members.name });
  await db.insert(memberLevels).values(added.map((row) => ({ memberId: row.id, levelId: MEMBER_LEVEL.basic })));
  const seeded = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(
      inArray(
        members.name,
        VETDATA_SEEDED_ANSWERS.map((answer) => answer.name),
      ),
    );
  const ids = new Map([...added, ...seeded].map((row) => [row.name, row.id]));

  const opened2025 = new Date(now.getTime() - 150 * DAY_MS);
  const closed = await createSurvey(
    db,
    definition(sweden.id, opened2025, new Date(now.getTime() - 30 * DAY_MS), 2025),
    staff.id,
  );
  const open = await createSurvey(
    db,
    definition(sweden.id, new Date(now.getTime() - 10 * DAY_MS), new Date(now.getTime() + 45 * DAY_MS), 2026),
    staff.id,
  );

  const voice = voiceOf('sv');
  const labeller = (question: StoredQuestion) => rowLabelOf(question, voice, 'sv', ['sv', 'en']);
  const { questions } = await surveyStructure(db, closed);
  const answering = [...VETDATA_SEEDED_ANSWERS, ...VETDATA_CLINICS].flatMap((clinic) =>
    clinic.staff === null ? [] : [{ name: clinic.name as string, staff: clinic.staff as number }],
  );
  for (const [i, clinic] of answering.entries()) {
    const memberId = ids.get(clinic.name);
    if (memberId === undefined) continue;
    const at = new Date(opened2025.getTime() + (10 + i) * DAY_MS);
    const acting = { surveyId: closed, memberId, userId: staff.id };
    await saveDraft(db, acting, questions, byCode(questions, answerOf(clinic.staff, i)), voice, labeller, at);
    await submitAnswer(db, acting, questions, voice, labeller, at);
  }

  const solna = ids.get('Djurkliniken Solna');
  if (solna !== undefined) {
    const next = await surveyStructure(db, open);
    await saveDraft(
      db,
      { surveyId: open, memberId: solna, userId: owner.id },
      next.questions,
      byCode(next.questions, OWNER_DRAFT),
      voice,
      labeller,
      new Date(now.getTime() - 2 * DAY_MS),
    );
  }
}
