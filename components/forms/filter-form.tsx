import { useRouter } from 'next/router';
import { AppLink } from '@/components/app-link/app-link';
import type { FormEvent, ReactNode } from 'react';

type FilterFormProps = {
  /** The list's page: where the form goes without script. */
  action: string;
  /** The form's name for screen readers ("Find users"). */
  label: string;
  /** The address the filters as typed lead to, for the client navigation. */
  href: () => string;
  applyLabel: string;
  /** "Clear" and where it leads; nothing while no filter is set. */
  clear?: { label: string; href: string };
  /** The fields, as columns of a Bootstrap row. */
  children: ReactNode;
};

/**
 * A list's filters: a plain GET form, so it works before (or without) the page's script; with it,
 * the list changes by client navigation to `href()` instead of a full reload.
 */
export function FilterForm({ action, label, href, applyLabel, clear, children }: FilterFormProps) {
  const router = useRouter();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void router.push(href());
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={label}
    >
      {children}
      <div className="col-12 col-sm-6 col-md-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1">
          {applyLabel}
        </button>
        {clear && (
          <AppLink className="btn btn-outline-secondary" href={clear.href}>
            {clear.label}
          </AppLink>
        )}
      </div>
    </form>
  );
}
