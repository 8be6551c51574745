import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { apiClient } from '@/lib/api/browser-client';
import type { ManagedUser } from '@/lib/contract/settings';
import type { Position } from '@/lib/contract/user';
import { POSITIONS, positionLabelKey } from '@/lib/format/position';
import { useSubmission } from '@/lib/forms/use-submission';
import { validate, type FieldProblem } from '@/lib/forms/validate';
import { useTranslation } from '@/lib/i18n/use-translation';
import { USER_ROLE } from '@/lib/rules/levels';
import { inviteSchema, inviteUser } from '../api/invite-user';
import { useUserLabels } from './use-user-labels';

type InviteFormProps = {
  /** The roles the inviter may give (lib/rules/user-admin.ts `assignableRoles`). */
  roles: readonly number[];
  /** The member invited to (staff's `?member=`); null: the inviter's own. */
  member: number | null;
  onInvited: (user: ManagedUser) => void;
  onCancel: () => void;
};

const EMPTY = { email: '', firstName: '', lastName: '', title: '', role: String(USER_ROLE.viewer) };
type Field = keyof typeof EMPTY;

/** The invitation form, in a card: focus starts on its first field; a refusal keeps everything typed. */
export function InviteForm({ roles, member, onInvited, onCancel }: InviteFormProps) {
  const { t } = useTranslation('manage-users');
  const labels = useUserLabels();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const { submitting, failure, serverFieldErrors, submit } = useSubmission();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errors = (field: Field) => {
    const problem = problems[field];
    if (!problem) return serverFieldErrors[field] ?? [];
    if (problem === 'required') return [t('invite.problems.required')];
    return [t(field === 'email' ? 'invite.problems.email' : 'invite.problems.tooLong')];
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(inviteSchema, {
      ...values,
      title: values.title === '' ? null : (Number(values.title) as Position),
      role: Number(values.role),
    });
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    let invited: ManagedUser | null = null;
    if (await submit(async () => void (invited = await inviteUser(apiClient, checked.data, member))))
      onInvited(invited!);
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting}
      aria-label={t('invite.formLabel')}
      className="card card-body mb-4"
    >
      <FormAlert messages={failure} />
      <p className="form-text mt-0">{t('invite.hint')}</p>
      <div className="row gx-3">
        <TextField
          ref={firstField}
          className="col-12 col-md-6 mb-3"
          label={t('invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          errors={errors('email')}
        />
        <TextField
          className="col-12 col-md-6 mb-3"
          label={t('invite.firstName')}
          name="firstName"
          required
          value={values.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          errors={errors('firstName')}
        />
        <TextField
          className="col-12 col-md-6 mb-3"
          label={t('invite.lastName')}
          name="lastName"
          required
          value={values.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          errors={errors('lastName')}
        />
        <div className="col-12 col-md-6">
          <SelectField
            label={t('invite.position')}
            value={values.title}
            placeholder={t('common:position.notSet')}
            options={POSITIONS.map((position) => ({ value: String(position), label: t(positionLabelKey(position)) }))}
            onChange={set('title')}
            errors={serverFieldErrors.title}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            label={t('invite.role')}
            value={values.role}
            required
            options={roles.map((role) => ({ value: String(role), label: labels.role(role) }))}
            onChange={set('role')}
            errors={serverFieldErrors.role}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t('common:sending') : t('invite.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('invite.cancel')}
        </button>
      </div>
    </form>
  );
}
