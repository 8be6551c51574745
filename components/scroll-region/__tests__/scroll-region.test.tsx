import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ScrollRegion } from '../scroll-region';

const table = (
  <table>
    <tbody>
      <tr>
        <td>News</td>
      </tr>
    </tbody>
  </table>
);

/** jsdom lays nothing out: the box's widths are what a 390 px phone would measure for a wide table. */
function layOut(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ScrollRegion', () => {
  it('is a named region a keyboard user can reach', () => {
    renderWithProviders(
      <>
        <h2 id="features-heading">Features</h2>
        <ScrollRegion labelledBy="features-heading">{table}</ScrollRegion>
        <ScrollRegion label="Items">
          <p>none</p>
        </ScrollRegion>
      </>,
    );
    const features = screen.getByRole('region', { name: 'Features' });
    expect(features).toHaveAttribute('tabindex', '0');
    expect(features).toContainElement(screen.getByRole('table'));
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('tabindex', '0');
  });

  it('says nothing and shades nothing when everything fits', () => {
    layOut(300, 300);
    renderWithProviders(<ScrollRegion label="Figures">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Figures' });
    expect(region).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Scroll sideways to see every column.')).not.toBeInTheDocument();
    expect(region.parentElement).not.toHaveAttribute('data-more-end');
  });

  it('shows that a wider table scrolls: a shade at each hidden edge and a hint in words', () => {
    layOut(800, 300);
    renderWithProviders(<ScrollRegion label="Figures">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Figures' });
    const frame = region.parentElement!;
    expect(screen.getByText('Scroll sideways to see every column.')).toBeVisible();
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
    expect(frame).toHaveAttribute('data-more-end');
    expect(frame).not.toHaveAttribute('data-more-start');

    act(() => {
      region.scrollLeft = 250;
      fireEvent.scroll(region);
    });
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).toHaveAttribute('data-more-end');

    act(() => {
      region.scrollLeft = 500;
      fireEvent.scroll(region);
    });
    expect(frame).toHaveAttribute('data-more-start');
    expect(frame).not.toHaveAttribute('data-more-end');
  });
});
