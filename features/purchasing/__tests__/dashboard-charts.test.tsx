import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import DashboardChart from '../components/dashboard-charts';

const points = [
  { label: 'Vaccines', value: 800, secondary: 80 },
  { label: 'Diets', value: 400, secondary: 40 },
  { label: 'Dental', value: 0, secondary: 0 },
];

describe('the dashboard charts', () => {
  it('draw one bar per point, longest for the largest, as an image named by its headline', () => {
    const { container } = render(
      <DashboardChart
        kind="bars"
        points={points}
        label="Spend per category: 1,200"
        valueName="Spend"
        formatTick={String}
      />,
    );
    expect(screen.getByRole('img', { name: 'Spend per category: 1,200' })).toBeInTheDocument();
    const widths = [...container.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[2]).toBe(0);
    expect(screen.getByText('Vaccines')).toBeInTheDocument();
  });

  it('draw two columns per quarter (spend and savings) with a legend', () => {
    const { container } = render(
      <DashboardChart
        kind="columns"
        points={points}
        label="Six quarters"
        valueName="Spend"
        secondaryName="Savings"
        formatTick={String}
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(6);
    expect(container.querySelector('figcaption')).toHaveTextContent('Spend Savings');
  });
});
