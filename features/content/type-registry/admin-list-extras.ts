import dynamic from 'next/dynamic';
import type { ContentTypeKey } from '../content-types';
import type { ComponentType } from 'react';

// One map per view slot: see card-facts.ts.

/** A type's own actions on its staff list, beside "New …" (the partners' contracts archive). */
export type AdminListExtras = ComponentType;

/** Each type's staff-list actions, if it has any, for the shared staff list (which does not know them). */
export const ADMIN_LIST_EXTRAS: Readonly<Partial<Record<ContentTypeKey, AdminListExtras>>> = {
  partners: dynamic(() =>
    import('../types/partners/components/partner-admin-list-extras').then((module) => module.PartnerAdminListExtras),
  ),
};
