import { MEMBER_LEVEL } from './levels';

export type MemberSeed = {
  key: string;
  name: string;
  country: string;
  levels: readonly number[];
  isVetnet?: boolean;
  /** Key of the parent member (chains). */
  parent?: string;
};

/** In id order: Vetnet HQ is member 1 and Djurkliniken Solna member 2, as in the contract. */
export const MEMBERS: readonly MemberSeed[] = [
  { key: 'hq', name: 'Vetnet HQ', country: 'se', levels: [MEMBER_LEVEL.engaged], isVetnet: true },
  { key: 'solna', name: 'Djurkliniken Solna', country: 'se', levels: [MEMBER_LEVEL.basic] },
  { key: 'goteborg', name: 'Smådjursklinik Göteborg', country: 'se', levels: [MEMBER_LEVEL.engaged] },
  { key: 'nord', name: 'Vetgroup Nord', country: 'se', levels: [MEMBER_LEVEL.basic] },
  { key: 'umea', name: 'Vetgroup Umeå', country: 'se', levels: [MEMBER_LEVEL.basic], parent: 'nord' },
  { key: 'lulea', name: 'Vetgroup Luleå', country: 'se', levels: [MEMBER_LEVEL.basic], parent: 'nord' },
  { key: 'aarhus', name: 'Dyreklinikken Aarhus', country: 'dk', levels: [MEMBER_LEVEL.basic] },
  { key: 'hamburg', name: 'Tierklinik Hamburg', country: 'de', levels: [MEMBER_LEVEL.plus] },
  { key: 'oslo', name: 'Dyreklinikk Oslo', country: 'no', levels: [MEMBER_LEVEL.basic] },
  { key: 'gent', name: 'Dierenkliniek Gent', country: 'be', levels: [MEMBER_LEVEL.basic] },
];
