import { render, screen } from '@testing-library/react';
import { ScrollRegion } from '../scroll-region';

describe('ScrollRegion', () => {
  it('is a named region a keyboard user can reach', () => {
    render(
      <>
        <h2 id="features-heading">Features</h2>
        <ScrollRegion labelledBy="features-heading">
          <table>
            <tbody>
              <tr>
                <td>News</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
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
});
