import type { ProblemKeys } from '@/lib/forms/field-messages';

/** The translation key (namespace `settings`) of each problem a My settings field can have, found before sending. */
export const PROBLEM_KEYS: ProblemKeys = {
  firstName: { required: 'profile.firstNameRequired', invalid: 'profile.tooLong' },
  lastName: { required: 'profile.lastNameRequired', invalid: 'profile.tooLong' },
  phoneNumber: { phoneInvalid: 'profile.phoneInvalid', invalid: 'profile.phoneInvalid' },
  currentPassword: { required: 'password.currentRequired' },
  newPassword: { required: 'password.newRequired', tooShort: 'password.tooShort' },
  reNewPassword: { required: 'password.repeatRequired', passwordsDiffer: 'password.mismatch' },
};
