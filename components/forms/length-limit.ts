import { useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** How many characters `value` has beyond `max` (0 within it, or without a limit). */
export function charactersOver(value: string, max: number | undefined): number {
  return max === undefined ? 0 : Math.max(0, value.length - max);
}

type LengthLimitOptions<Control extends TextControl> = {
  maxLength: number | undefined;
  /** The field's value when the form controls it; else the field keeps count of what is typed. */
  value: unknown;
  defaultValue: unknown;
  onChange: ((event: ChangeEvent<Control>) => void) | undefined;
  ref: Ref<Control> | undefined;
};

/**
 * A text field's length limit, kept without the `maxlength` attribute (which silently cuts a pasted
 * text): the text stays whole, the field says live how many characters too long it is, and its form
 * is not submitted while it is (the form's own submit handler never runs; the field gets the focus).
 */
export function useLengthLimit<Control extends TextControl>({
  maxLength,
  value,
  defaultValue,
  onChange,
  ref,
}: LengthLimitOptions<Control>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => (typeof defaultValue === 'string' ? defaultValue : ''));
  const text = typeof value === 'string' ? value : typed;
  const over = charactersOver(text, maxLength);
  const element = useRef<Control | null>(null);

  // The caller's ref still reaches the control.
  useImperativeHandle(ref, () => element.current as Control, []);

  useEffect(() => {
    const form = element.current?.form;
    if (!form || maxLength === undefined) return;
    // On the form itself, before the event bubbles to React's root, where the form's onSubmit runs.
    const refuse = (event: Event) => {
      const control = element.current;
      if (!control || charactersOver(control.value, maxLength) === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      control.focus();
    };
    form.addEventListener('submit', refuse);
    return () => form.removeEventListener('submit', refuse);
  }, [maxLength]);

  return {
    ref: element,
    errors: over > 0 ? [t('validation.tooLong', { count: over })] : [],
    onChange: (event: ChangeEvent<Control>) => {
      if (typeof value !== 'string') setTyped(event.target.value);
      onChange?.(event);
    },
  };
}
