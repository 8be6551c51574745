import { render } from '@testing-library/react';
import fc from 'fast-check';
import { MetaLine } from '../meta-line';

const textOf = (parts: Parameters<typeof MetaLine>[0]['parts']) =>
  render(<MetaLine parts={parts} />).container.textContent;

describe('MetaLine', () => {
  it('puts the separator only between the parts that are there', () => {
    expect(textOf([false, 'By Vetnet', 'Course'])).toBe('By Vetnet · Course');
    expect(textOf(['20 November 2026', null, '', 'Course', undefined])).toBe('20 November 2026 · Course');
    expect(textOf(['Draft'])).toBe('Draft');
  });

  it('keeps elements as parts, in order', () => {
    const { container } = render(
      <MetaLine parts={[<time key="t">today</time>, 'Course', <span key="b">Draft</span>]} />,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('<time>today</time> · Course · <span>Draft</span>');
  });

  it('writes neighbouring texts and their separators as one text', () => {
    const { container } = render(
      <MetaLine parts={[<strong key="a">Anna</strong>, 'Klinik', 3, <time key="t">today</time>]} />,
    );
    const line = container.querySelector('p');
    expect(line?.innerHTML).toBe('<strong>Anna</strong> · Klinik · 3 · <time>today</time>');
    expect(line?.childNodes).toHaveLength(3);
  });

  it('renders nothing when no part is there', () => {
    const { container } = render(<MetaLine parts={[false, null, '']} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('never starts or ends with a separator, nor doubles one, whatever is missing', () => {
    const part = fc.oneof(
      fc.constantFrom<string | false | null | undefined>(false, null, undefined, ''),
      fc.stringMatching(/^[a-z]{1,8}$/),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const text = render(<MetaLine parts={parts} />).container.textContent ?? '';
        const present = parts.filter(
          (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
        );
        expect(text).toBe(present.join(' · '));
      }),
    );
  });
});
