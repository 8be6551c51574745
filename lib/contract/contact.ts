// A member's contact request to Vetnet's staff (`request-contact/`): written once here for both
// programs (the admin API imports it through src/contract/contact.ts).

/** The most characters each field of a contact request may have. */
export const CONTACT_REQUEST_LIMITS = { subject: 200, message: 5000, phoneNumber: 32 } as const;
