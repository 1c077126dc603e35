import { Textarea, type TextareaProps } from '@mantine/core';
import { useT } from '../../lib/i18n/i18n-context';
import { insertZipPaste, normalizeZipTyping } from './zip-rules';

export interface ZipCodeAreaProps extends Omit<TextareaProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** Zip codes, one per line (docs/product.md, Inputs and formats); zipCodesOf(value) gives the list. */
export function ZipCodeArea({ value, onChange, ...props }: ZipCodeAreaProps) {
  const t = useT();
  return (
    <Textarea
      label={t('zip.label')}
      description={t('zip.hint')}
      autosize
      minRows={4}
      maxRows={12}
      inputMode="numeric"
      {...props}
      value={value}
      onChange={(e) => onChange(normalizeZipTyping(e.currentTarget.value))}
      onPaste={(e) => {
        e.preventDefault();
        const area = e.currentTarget;
        onChange(insertZipPaste(value, e.clipboardData.getData('text'), [area.selectionStart, area.selectionEnd]));
      }}
    />
  );
}
