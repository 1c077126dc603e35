import { TextInput, type TextInputProps } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { acceptsAmountKey, sanitizeAmount } from './money-rules';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** The data wallet's amount blocks paste, cut and copy (docs/product.md, Data wallet). */
  blockClipboard?: boolean;
}

/**
 * Money and fee amounts (docs/product.md, Inputs and formats): digits and one decimal point; Backspace, Left,
 * Right and Tab (and Enter, to submit); anything else that reaches the field (a drop, autofill) resets it to
 * 0.
 */
export function MoneyInput({ value, onChange, blockClipboard = false, ...props }: MoneyInputProps) {
  const block = (e: ClipboardEvent<HTMLInputElement>) => blockClipboard && e.preventDefault();
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onKeyDown={(e) => {
        const input = e.currentTarget;
        const selection: [number, number] = [input.selectionStart ?? value.length, input.selectionEnd ?? value.length];
        // Enter still submits the form the field is in.
        if (e.key !== 'Enter' && !acceptsAmountKey(e, value, selection)) e.preventDefault();
      }}
      onChange={(e) => onChange(sanitizeAmount(e.currentTarget.value))}
      onPaste={block}
      onCut={block}
      onCopy={block}
    />
  );
}
