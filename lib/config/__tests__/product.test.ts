import { pageTitle, PRODUCT } from '../product';

describe('pageTitle', () => {
  it('follows the page’s title with the product’s name', () => {
    expect(pageTitle('News')).toBe(`News · ${PRODUCT.name}`);
    expect(pageTitle('Nyheter')).toBe('Nyheter · Vetnet');
  });
});
