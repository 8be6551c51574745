import { act, render } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { useEffect } from 'react';
import { useLeaveWarning, type LeaveWarning } from '@/lib/forms/use-leave-warning';

/** What the form under test got from the hook, kept for the test to call. */
const latest: { warning: LeaveWarning | null } = { warning: null };

function Form({ dirty }: { dirty: boolean }) {
  const warning = useLeaveWarning(dirty, 'Leave and lose your changes?');
  useEffect(() => {
    latest.warning = warning;
  });
  return null;
}

function renderForm(dirty: boolean) {
  act(() => mockRouter.setCurrentUrl('/news/admin/7'));
  return render(
    <MemoryRouterProvider>
      <Form dirty={dirty} />
    </MemoryRouterProvider>,
  );
}

describe('useLeaveWarning', () => {
  let confirm: jest.SpyInstance<boolean, [message?: string]>;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm');
  });
  afterEach(() => confirm.mockRestore());

  it('stays on the page when the user declines to leave unsaved changes', async () => {
    confirm.mockReturnValue(false);
    renderForm(true);
    await act(async () => {
      await expect(mockRouter.push('/news')).rejects.toMatchObject({ cancelled: true });
    });
    expect(confirm).toHaveBeenCalledWith('Leave and lose your changes?');
    expect(mockRouter.asPath).toBe('/news/admin/7');
  });

  it('leaves when the user agrees', async () => {
    confirm.mockReturnValue(true);
    renderForm(true);
    await act(() => mockRouter.push('/news'));
    expect(mockRouter.asPath).toBe('/news');
  });

  it('does not ask without unsaved changes, nor for the form’s own navigation after a save', async () => {
    renderForm(false);
    await act(() => mockRouter.push('/news'));
    expect(mockRouter.asPath).toBe('/news');

    renderForm(true);
    await act(() => latest.warning!.leaveWithoutAsking(() => mockRouter.replace('/news/admin/8')));
    expect(mockRouter.asPath).toBe('/news/admin/8');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser before the tab is closed or reloaded while there are changes', () => {
    const { rerender } = renderForm(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    rerender(
      <MemoryRouterProvider>
        <Form dirty={false} />
      </MemoryRouterProvider>,
    );
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
