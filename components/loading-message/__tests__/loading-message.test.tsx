import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LoadingMessage } from '../loading-message';

describe('LoadingMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const status = () => screen.getByRole('status');

  it('announces its message as a status', () => {
    renderWithProviders(<LoadingMessage messages={['Loading…']} />);
    expect(status()).toHaveTextContent('Loading…');
  });

  it('turns to the next message every 6 s, and back to the first after the last', () => {
    renderWithProviders(
      <LoadingMessage messages={['Fetching the reports', 'Adding up the savings', 'Almost there']} />,
    );
    expect(status()).toHaveTextContent('Fetching the reports');
    act(() => jest.advanceTimersByTime(5_999));
    expect(status()).toHaveTextContent('Fetching the reports');
    act(() => jest.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Adding up the savings');
    act(() => jest.advanceTimersByTime(12_000));
    expect(status()).toHaveTextContent('Fetching the reports');
  });

  it('keeps a single message still', () => {
    renderWithProviders(<LoadingMessage messages={['Loading…']} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent('Loading…');
  });

  it('without messages of its own, takes turns through the portal’s translated set', () => {
    renderWithProviders(<LoadingMessage />, { locale: 'sv' });
    expect(status()).toHaveTextContent('Laddar…');
    act(() => jest.advanceTimersByTime(6_000));
    expect(status()).toHaveTextContent('Det här tar lite längre tid…');
    act(() => jest.advanceTimersByTime(6_000));
    expect(status()).toHaveTextContent('Vi jobbar fortfarande på det, tack för att du väntar…');
    act(() => jest.advanceTimersByTime(6_000));
    expect(status()).toHaveTextContent('Laddar…');
  });
});
