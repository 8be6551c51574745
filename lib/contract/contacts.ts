// The contact page's calls (spec §2 "/contacts", §7 `request-contact/`; docs/api.md "Shell"):
// written once here for both programs (the admin API imports it through src/contract/contacts.ts).

export const CONTACTS_API = {
  /** POST {subject, message, phoneNumber?} (CONTACT_REQUEST_LENGTH): the country's staff get in touch. */
  requestContact: '/request-contact/',
  /** GET: the staff of the user's country, in their order (our extension). */
  staffCards: '/staff-cards/',
} as const;

/** A staff member members can contact (`GET staff-cards/`; `title` is a job title, not a Position). */
export type StaffCard = {
  id: number;
  name: string;
  title: string;
  email: string;
  phoneNumber: string;
  photoUrl: string | null;
  description: string;
};
