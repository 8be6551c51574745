import { useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import { PROFILE_LIMITS, type ProfileChanges } from '@/lib/contract/settings';
import { POSITIONS, positionLabelKey } from '@/lib/format/position';
import { firstFieldWithProblem, messagesOfField } from '@/lib/forms/field-messages';
import { useSubmission } from '@/lib/forms/use-submission';
import type { FieldProblem } from '@/lib/forms/validate';
import { validateOnSubmit } from '@/lib/forms/validate-on-submit';
import { useShowInLanguage } from '@/lib/i18n/use-show-in-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { useSession } from '@/lib/session/session-context';
import type { CurrentUser, Language, Position } from '@/lib/session/types';
import { updateProfile } from '../api/update-profile';
import { PROBLEM_KEYS } from './field-problems';
import { StatusMessage } from './status-message';

type ProfileValues = { firstName: string; lastName: string; title: string; phoneNumber: string; language: string };

const TEXT_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

function initialValues(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title === null ? '' : String(user.title),
    phoneNumber: user.phoneNumber,
    language: String(user.language.id),
  };
}

/** The languages offered: the member country's, and the user's own should it not be one of them (staff). */
function languageChoices(user: CurrentUser): Language[] {
  const languages = user.member.country.languages;
  return languages.some((language) => language.id === user.language.id) ? languages : [user.language, ...languages];
}

/** What the form sends: every field, the language only when it changed. */
function changesOf(values: ProfileValues, user: CurrentUser): ProfileChanges {
  const language = Number(values.language);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title === '' ? null : (Number(values.title) as Position),
    phoneNumber: values.phoneNumber.trim(),
    ...(language !== user.language.id ? { language } : {}),
  };
}

/**
 * Name, position, phone number and language (spec §7 "User and settings"). A refusal keeps what was
 * typed and shows the messages beside the fields; a new language renders the page again in it.
 */
export function ProfileForm() {
  const { t } = useTranslation('settings');
  const { user, refreshSession } = useSession();
  const showInLanguage = useShowInLanguage();
  const [values, setValues] = useState(() => initialValues(user));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saved, setSaved] = useState(false);
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const phoneNumberRef = useRef<HTMLInputElement>(null);
  const languages = languageChoices(user);

  const set = (field: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const messagesFor = (field: string) =>
    messagesOfField(PROBLEM_KEYS, field, problems, serverFieldErrors, t, { count: PROFILE_LIMITS.name });
  const focusFirstInvalid = (found: Record<string, FieldProblem>) => {
    const field = firstFieldWithProblem(TEXT_FIELDS, found);
    const refs = { firstName: firstNameRef, lastName: lastNameRef, phoneNumber: phoneNumberRef };
    if (field) refs[field].current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const changes = changesOf(values, user);
    const checked = await validateOnSubmit(
      () => import('../api/profile-input').then((module) => module.profileInputSchema),
      {
        firstName: changes.firstName,
        lastName: changes.lastName,
        phoneNumber: changes.phoneNumber,
      },
    );
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return focusFirstInvalid(checked.problems);
    const newLanguage = languages.find((language) => language.id === changes.language);
    const ok = await submit(async () => {
      await updateProfile(apiClient, changes);
    });
    if (!ok) return;
    setSaved(true);
    if (newLanguage) await showInLanguage(newLanguage.code);
    // The frame shows the name: the session follows, but the save stands whether or not that load works.
    else refreshSession().catch((error: unknown) => reportError(error, { action: 'profile session refresh' }));
  }

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
      <FormAlert messages={failure} />
      <TextField
        ref={firstNameRef}
        label={t('profile.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={PROFILE_LIMITS.name}
        value={values.firstName}
        onChange={(event) => set('firstName')(event.target.value)}
        errors={messagesFor('firstName')}
      />
      <TextField
        ref={lastNameRef}
        label={t('profile.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={PROFILE_LIMITS.name}
        value={values.lastName}
        onChange={(event) => set('lastName')(event.target.value)}
        errors={messagesFor('lastName')}
      />
      <SelectField
        label={t('profile.position')}
        value={values.title}
        placeholder={t('common:position.notSet')}
        options={POSITIONS.map((position) => ({ value: String(position), label: t(positionLabelKey(position)) }))}
        onChange={set('title')}
        errors={messagesFor('title')}
      />
      <TextField
        ref={phoneNumberRef}
        label={t('profile.phoneNumber')}
        hint={t('profile.phoneHint')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        maxLength={PROFILE_LIMITS.phoneNumber}
        value={values.phoneNumber}
        onChange={(event) => set('phoneNumber')(event.target.value)}
        errors={messagesFor('phoneNumber')}
      />
      {languages.length > 1 && (
        <SelectField
          label={t('profile.language')}
          value={values.language}
          options={languages.map((language) => ({ value: String(language.id), label: language.name }))}
          onChange={set('language')}
          errors={messagesFor('language')}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('profile.submitting') : t('profile.submit')}
      </button>
      <StatusMessage message={saved ? t('profile.saved') : null} />
    </form>
  );
}
