import { type StaffCard } from '../../contract/contacts';

/** A card as seeded: the contract's shape without the id the database gives it. */
export type StaffCardSeed = Omit<StaffCard, 'id'>;

/** The Vetnet staff on each country's contact page (countries without cards show none). */
export const STAFF_CARDS: Readonly<Record<string, readonly StaffCardSeed[]>> = {
  se: [
    {
      name: 'Anna Lindqvist',
      title: 'Country manager',
      email: 'anna.lindqvist@vetnet.example',
      phoneNumber: '+46 8 400 110',
      photoUrl: null,
      description: 'Your first contact for membership, agreements and anything you cannot find in the portal.',
    },
    {
      name: 'Johan Berg',
      title: 'Purchasing advisor',
      email: 'johan.berg@vetnet.example',
      phoneNumber: '+46 8 400 120',
      photoUrl: null,
      description: 'Helps you compare suppliers and get the most out of the group agreements.',
    },
    {
      name: 'Sara Nyström',
      title: 'Member support',
      email: 'sara.nystrom@vetnet.example',
      phoneNumber: '+46 8 400 130',
      photoUrl: null,
      description: 'Logins, users and reports: answers the same day on weekdays.',
    },
  ],
  dk: [
    {
      name: 'Mette Jensen',
      title: 'Country manager',
      email: 'mette.jensen@vetnet.example',
      phoneNumber: '+45 70 20 30 10',
      photoUrl: null,
      description: 'Membership, agreements and events in Denmark.',
    },
    {
      name: 'Lars Holm',
      title: 'Purchasing advisor',
      email: 'lars.holm@vetnet.example',
      phoneNumber: '+45 70 20 30 20',
      photoUrl: null,
      description: 'Supplier agreements and savings reports.',
    },
  ],
  de: [
    {
      name: 'Katrin Schulz',
      title: 'Country manager',
      email: 'katrin.schulz@vetnet.example',
      phoneNumber: '+49 40 500 100',
      photoUrl: null,
      description: 'Mitgliedschaft, Verträge und Veranstaltungen in Deutschland.',
    },
    {
      name: 'Felix Wagner',
      title: 'Member support',
      email: 'felix.wagner@vetnet.example',
      phoneNumber: '+49 40 500 110',
      photoUrl: null,
      description: 'Zugänge, Benutzer und Berichte.',
    },
  ],
  no: [
    {
      name: 'Ingrid Solberg',
      title: 'Country manager',
      email: 'ingrid.solberg@vetnet.example',
      phoneNumber: '+47 22 40 10 10',
      photoUrl: null,
      description: 'Medlemskap, avtaler og arrangementer i Norge.',
    },
    {
      name: 'Ola Haugen',
      title: 'Purchasing advisor',
      email: 'ola.haugen@vetnet.example',
      phoneNumber: '+47 22 40 10 20',
      photoUrl: null,
      description: 'Leverandøravtaler og innkjøp.',
    },
  ],
  be: [
    {
      name: 'Lotte Peeters',
      title: 'Country manager',
      email: 'lotte.peeters@vetnet.example',
      phoneNumber: '+32 2 500 10 10',
      photoUrl: null,
      description: 'Lidmaatschap, contracten en evenementen in België.',
    },
    {
      name: 'Julien Dubois',
      title: 'Member support',
      email: 'julien.dubois@vetnet.example',
      phoneNumber: '+32 2 500 10 20',
      photoUrl: null,
      description: 'Accès, utilisateurs et rapports.',
    },
  ],
};
