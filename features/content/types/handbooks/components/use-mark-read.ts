import { useEffect } from 'react';
import { apiClient } from '@/lib/api/browser-client';
import { reportError } from '@/lib/monitoring/monitoring';
import { markHandbookRead } from '../api/handbook';

/**
 * Marks the handbook read once it has been shown, so what changes later is "new" next time. The
 * page keeps the last visit it was rendered with: its list of changes stays until the next visit.
 */
export function useMarkRead(id: number): void {
  useEffect(() => {
    markHandbookRead(apiClient, id).catch((error: unknown) => reportError(error, { action: 'handbook read mark' }));
  }, [id]);
}
