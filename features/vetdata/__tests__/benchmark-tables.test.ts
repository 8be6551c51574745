import type { Translate } from '@/lib/i18n/use-translation';
import { figuresFor } from '../benchmark-tables';

// The figures' number texts are remembered by locale and value (features/vetdata/benchmark-tables.ts).

const t = ((key: string) => key) as unknown as Translate;

describe('figuresFor: the number texts', () => {
  it('writes each locale its own way, the same when asked again', () => {
    const sv = figuresFor(t, 'sv');
    const en = figuresFor(t, 'en');
    const svText = new Intl.NumberFormat('sv', { maximumFractionDigits: 2 }).format(12345.678);
    expect(sv.number(12345.678)).toBe(svText);
    expect(en.number(12345.678)).toBe('12,345.68');
    expect(sv.number(12345.678)).toBe(svText);
    expect(en.number(12345.678)).toBe('12,345.68');
  });

  it('keeps -0 apart from 0', () => {
    const en = figuresFor(t, 'en');
    expect(en.number(0)).toBe('0');
    expect(en.number(-0)).toBe('-0');
    expect(en.number(0)).toBe('0');
  });
});
