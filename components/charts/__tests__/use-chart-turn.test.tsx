import { act, render, screen } from '@testing-library/react';
import { useChartTurn } from '../use-chart-turn';

function Card({ name, wanted = true }: { name: string; wanted?: boolean }) {
  const drawn = useChartTurn(wanted);
  return <p>{`${name}: ${drawn ? 'chart' : 'table'}`}</p>;
}

/** One idle turn: the browser's idle callback, a timer where there is none (as in jsdom). */
async function idleTurn() {
  await act(async () => {
    jest.advanceTimersToNextTimer();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useChartTurn', () => {
  it('lets one card draw per idle turn, in the order they asked', async () => {
    render(
      <>
        <Card name="spend" />
        <Card name="savings" />
        <Card name="suppliers" />
      </>,
    );
    expect(screen.getByText('spend: table')).toBeInTheDocument();
    await idleTurn();
    expect(screen.getByText('spend: chart')).toBeInTheDocument();
    expect(screen.getByText('savings: table')).toBeInTheDocument();
    expect(screen.getByText('suppliers: table')).toBeInTheDocument();
    await idleTurn();
    expect(screen.getByText('savings: chart')).toBeInTheDocument();
    expect(screen.getByText('suppliers: table')).toBeInTheDocument();
    await idleTurn();
    expect(screen.getByText('suppliers: chart')).toBeInTheDocument();
  });

  it('gives no turn to a card that does not want one, and passes over a card gone before its turn', async () => {
    const { rerender } = render(
      <>
        <Card key="spend" name="spend" />
        <Card key="savings" name="savings" />
        <Card key="far" name="far" wanted={false} />
      </>,
    );
    // The second card leaves (another page) before its turn; the third now wants one.
    rerender(
      <>
        <Card key="spend" name="spend" />
        <Card key="far" name="far" />
      </>,
    );
    await idleTurn();
    expect(screen.getByText('spend: chart')).toBeInTheDocument();
    await idleTurn();
    expect(screen.getByText('far: chart')).toBeInTheDocument();
  });
});
