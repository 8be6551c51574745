import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import DashboardChart, { barsLayout } from '../dashboard-chart';

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

  it('name every bar, however many (23 suppliers last quarter), and grow as tall as the bars need', () => {
    const suppliers = Array.from({ length: 23 }, (_, index) => ({
      label: `Supplier ${String.fromCharCode(65 + index)}`,
      value: 1000 - index * 40,
    }));
    const { container } = render(
      <DashboardChart kind="bars" points={suppliers} label="Suppliers" valueName="Spend" formatTick={String} />,
    );
    for (const supplier of suppliers) expect(screen.getByText(supplier.label)).toBeInTheDocument();
    const height = Number(container.querySelector('svg')!.getAttribute('height'));
    expect(height).toBeGreaterThanOrEqual(23 * 20);
  });

  it('on a phone, put long names above their bars, whole, from the chart’s left edge', () => {
    const categories = [
      { label: 'Kirurgiskt förbrukningsmaterial', value: 500 },
      { label: 'Diagnostik och laboratorium', value: 400 },
      { label: 'Kontor', value: 10 },
    ];
    const { container } = render(
      <DashboardChart
        kind="bars"
        points={categories}
        label="Spend per category"
        valueName="Spend"
        formatTick={String}
        width={342}
      />,
    );
    const name = screen.getByText('Kirurgiskt förbrukningsmaterial');
    expect(name).toHaveAttribute('x', '0');
    expect(name).not.toHaveAttribute('text-anchor', 'end');
    expect(container.querySelector('svg')).toHaveAttribute('width', '342');
    // On a desktop card the same names fit beside the bars.
    expect(barsLayout(categories, 560).labelsAbove).toBe(false);
    expect(barsLayout(categories, 342).labelsAbove).toBe(true);
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

  it('draw quartile rows: the peers’ middle half as a band, their median, and the member as a dot where it answered', () => {
    const { container } = render(
      <DashboardChart
        kind="quartiles"
        points={[
          { label: 'Dogs', value: 50, range: { q1: 40, q3: 60 }, mine: 80 },
          { label: 'Cats', value: 30, range: { q1: 20, q3: 45 }, mine: null },
        ]}
        label="Patients per week"
        valueName="Similar clinics"
        secondaryName="Your clinic"
        formatTick={String}
        width={480}
      />,
    );
    expect(screen.getByRole('img', { name: 'Patients per week' })).toBeInTheDocument();
    const bands = [...container.querySelectorAll('rect')];
    expect(bands).toHaveLength(2);
    expect(Number(bands[0]!.getAttribute('width'))).toBeLessThan(Number(bands[1]!.getAttribute('width')));
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelectorAll('line.median')).toHaveLength(2);
    expect(container.querySelector('figcaption')).toHaveTextContent('Similar clinics Your clinic');
  });

  it.each([342, 560])(
    'name bars and quartile rows alike, at %ipx: same rows, same places, same value axis',
    (width) => {
      const rows = [
        { label: 'Kirurgiskt förbrukningsmaterial', value: 500, range: { q1: 100, q3: 500 } },
        { label: 'Kontor', value: 10, range: { q1: 1, q3: 20 } },
      ];
      const names = (kind: 'bars' | 'quartiles') => {
        const { container, unmount } = render(
          <DashboardChart kind={kind} points={rows} label={kind} valueName="Spend" formatTick={String} width={width} />,
        );
        // The bars' hidden name axis draws empty ticks; the names and figures are what must agree.
        const texts = [...container.querySelectorAll('text')]
          .filter((text) => text.textContent !== '')
          .map((text) =>
            ['x', 'y', 'text-anchor', 'dominant-baseline']
              .map((name) => text.getAttribute(name))
              .concat(text.textContent),
          );
        unmount();
        return texts;
      };
      expect(names('quartiles')).toEqual(names('bars'));
    },
  );
});
