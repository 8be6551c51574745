// The demo direct ads: members' classifieds in Sweden, Denmark and Norway, current ones and a few
// expired (by `expiresAt`, relative to the seed time). Denmark's stay hidden from its members: the
// feature is off there (feature-flags.ts), staff still see and edit them.
import { isoUtc } from '../../http/dates';
import { type DIRECT_AD_CATEGORIES, dayFrom, LANGUAGE_OF, type PartnerCountry } from './partners';

type DirectAdCategory = (typeof DIRECT_AD_CATEGORIES)[number];

type AdText = { title: string; category: DirectAdCategory; place: string; price: string; text: string };

const ADS: Readonly<Record<'se' | 'dk' | 'no', readonly AdText[]>> = {
  se: [
    {
      title: 'Ultraljudsapparat säljes',
      category: 'Equipment for sale',
      place: 'Uppsala',
      price: '45 000 kr',
      text: 'Välskött ultraljud med två prober, servad i våras. Kan visas på kliniken.',
    },
    {
      title: 'Legitimerad djursjukskötare sökes',
      category: 'Jobs',
      place: 'Göteborg',
      price: '',
      text: 'Vi söker en djursjukskötare på heltid till vår smådjursklinik. Tillträde enligt överenskommelse.',
    },
    {
      title: 'Klinikslokal att hyra i Malmö',
      category: 'Premises',
      place: 'Malmö',
      price: '18 000 kr/mån',
      text: '160 kvm med två behandlingsrum, operation och väntrum. Ledig från nästa kvartal.',
    },
    {
      title: 'Köpes: begagnat operationsbord',
      category: 'Wanted',
      place: 'Umeå',
      price: 'Enligt överenskommelse',
      text: 'Vi söker ett hydrauliskt operationsbord i gott skick. Hämtas inom Norrland.',
    },
    {
      title: 'Röntgenutrustning säljes',
      category: 'Equipment for sale',
      place: 'Stockholm',
      price: '60 000 kr',
      text: 'Digital röntgen med arbetsstation. Säljes på grund av flytt.',
    },
  ],
  dk: [
    {
      title: 'Tandrensningsudstyr sælges',
      category: 'Equipment for sale',
      place: 'Aarhus',
      price: '12 000 kr.',
      text: 'Ultralydsscaler og poleringsenhed, brugt i to år. Afhentes i Aarhus.',
    },
    {
      title: 'Dyrlæge søges til klinik på Fyn',
      category: 'Jobs',
      place: 'Odense',
      price: '',
      text: 'Vi søger en dyrlæge med interesse for smådyr, 32–37 timer om ugen.',
    },
    {
      title: 'Lokaler til leje i København',
      category: 'Premises',
      place: 'København',
      price: '22 000 kr./md.',
      text: 'Lyse lokaler i stueplan med egen indgang, tidligere dyreklinik.',
    },
  ],
  no: [
    {
      title: 'Anestesiapparat selges',
      category: 'Equipment for sale',
      place: 'Oslo',
      price: '30 000 kr',
      text: 'Anestesiapparat med fordamper og monitor, nylig kontrollert.',
    },
    {
      title: 'Veterinær søkes til Bergen',
      category: 'Jobs',
      place: 'Bergen',
      price: '',
      text: 'Vi søker veterinær i fast stilling til en travel smådyrklinikk.',
    },
    {
      title: 'Kjøpes: brukt sentrifuge',
      category: 'Wanted',
      place: 'Trondheim',
      price: 'Etter avtale',
      text: 'Vi ønsker å kjøpe en brukt laboratoriesentrifuge i god stand.',
    },
    {
      title: 'Klinikklokaler til leie',
      category: 'Premises',
      place: 'Tromsø',
      price: '15 000 kr/mnd',
      text: 'Klinikklokaler med tre behandlingsrom og parkering.',
    },
  ],
};

export type DirectAdSeed = AdText & {
  country: PartnerCountry;
  language: string;
  number: number;
  publishDate: Date;
  expiresAt: Date;
  image: boolean;
  advertiserName: string;
};

const ADVERTISERS = ['Djurkliniken Solna', 'Vetgroup Nord', 'Dyreklinikken Aarhus', 'Dyreklinikk Oslo'] as const;

/** Every ad; the last of each country has expired. */
export function directAdSeeds(now: Date): DirectAdSeed[] {
  let number = 0;
  return (Object.entries(ADS) as ['se' | 'dk' | 'no', readonly AdText[]][]).flatMap(([country, ads]) =>
    ads.map((ad, index): DirectAdSeed => {
      number += 1;
      const expired = index === ads.length - 1;
      const published = expired ? -50 - index : -(index * 4 + 1);
      return {
        ...ad,
        country,
        language: LANGUAGE_OF[country],
        number,
        publishDate: dayFrom(now, published),
        expiresAt: dayFrom(now, expired ? -5 : 20 + index * 10),
        image: ad.category === 'Equipment for sale' || ad.category === 'Premises',
        advertiserName: ADVERTISERS[number % ADVERTISERS.length] ?? 'Vetnet',
      };
    }),
  );
}

export function directAdExtra(seed: DirectAdSeed): Record<string, unknown> {
  return {
    advertiserName: seed.advertiserName,
    advertiserEmail: `ads+${seed.number}@vetnet.example`,
    place: seed.place,
    price: seed.price,
    expiresAt: isoUtc(seed.expiresAt),
  };
}
