// The b-engaged clinics' demo customers (pet owners in the engagement programme), made by a seeded
// PRNG from small lists of Swedish names, so every seed of a day gives the same people and dates
// relative to that day: enough for five pages at Göteborg, and one "Astrid Lindqvist" to search for.
import { type Customer } from '../../contract/settings';
import { hash, mulberry32 } from './random';

/** A customer as the contract answers it, without the id the database gives. */
export type CustomerSeed = Omit<Customer, 'id'>;

/** How many customers each b-engaged member gets, by member key (seed/data/members.ts). */
export const CUSTOMER_COUNTS: Readonly<Record<string, number>> = { goteborg: 120, hq: 30 };

/** The one customer the browser tests search for: seeded once, at Göteborg only. */
export const SEARCHED_CUSTOMER = { member: 'goteborg', firstName: 'Astrid', lastName: 'Lindqvist' } as const;

// Neither list holds the searched-for names, so she stays the only match.
const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Johan',
  'Eva',
  'Anders',
  'Sara',
  'Per',
  'Emma',
  'Karl',
  'Elin',
  'Nils',
  'Ingrid',
  'Olof',
  'Maja',
  'Sven',
  'Linnea',
  'Gunnar',
  'Frida',
  'Oskar',
  'Ebba',
  'Axel',
] as const;
const LAST_NAMES = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Hansson',
  'Bengtsson',
  'Jönsson',
  'Holm',
  'Sandberg',
  'Forsberg',
  'Sjöberg',
  'Åberg',
  'Ekström',
] as const;
const MOBILE_PREFIXES = ['070', '072', '073', '076'] as const;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every first and last name pair once, shuffled (Fisher–Yates). */
function shuffledNames(random: () => number): [string, string][] {
  const pairs = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last): [string, string] => [first, last]));
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j] as [string, string], pairs[i] as [string, string]];
  }
  return pairs;
}

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

function phoneNumber(random: () => number): string {
  const prefix = MOBILE_PREFIXES[Math.floor(random() * MOBILE_PREFIXES.length)] ?? '070';
  return `${prefix}-${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
}

function petCount(random: () => number): number {
  const draw = random();
  return draw < 0.55 ? 1 : draw < 0.85 ? 2 : draw < 0.95 ? 3 : 4;
}

function customer(firstName: string, lastName: string, random: () => number, today: number): CustomerSeed {
  const enrolled = today - Math.floor(7 + random() * 1100) * DAY;
  const visited = random() < 0.12 ? null : enrolled + Math.floor(random() * ((today - enrolled) / DAY + 1)) * DAY;
  return {
    firstName,
    lastName,
    email: random() < 0.08 ? '' : `${ascii(firstName)}.${ascii(lastName)}@mail.example`,
    phoneNumber: phoneNumber(random),
    petCount: petCount(random),
    enrolledOn: isoDay(enrolled),
    lastVisitOn: visited === null ? null : isoDay(visited),
    points: Math.floor(random() * 480) * 10,
    marketingConsent: random() < 0.65,
  };
}

/** The customers of one member (by key), for a seed run on `at`'s day. */
export function customersFor(memberKey: string, at: Date): CustomerSeed[] {
  const count = CUSTOMER_COUNTS[memberKey] ?? 0;
  const random = mulberry32(hash(`customers:${memberKey}`));
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const searched = memberKey === SEARCHED_CUSTOMER.member ? 1 : 0;
  const made = shuffledNames(random)
    .slice(0, count - searched)
    .map(([first, last]) => customer(first, last, random, today));
  if (searched) made.push(customer(SEARCHED_CUSTOMER.firstName, SEARCHED_CUSTOMER.lastName, random, today));
  return made;
}
