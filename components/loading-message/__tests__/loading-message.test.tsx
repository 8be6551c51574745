import { act, render, screen } from '@testing-library/react';
import { LoadingMessage } from '../loading-message';

describe('LoadingMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces its message as a status', () => {
    render(<LoadingMessage messages={['Loading…']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('turns to the next message every 6 s, and back to the first after the last', () => {
    render(<LoadingMessage messages={['Fetching the reports', 'Adding up the savings', 'Almost there']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the reports');
    act(() => jest.advanceTimersByTime(5_999));
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the reports');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Adding up the savings');
    act(() => jest.advanceTimersByTime(12_000));
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the reports');
  });

  it('keeps a single message still', () => {
    render(<LoadingMessage messages={['Loading…']} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
