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
