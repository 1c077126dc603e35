import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** An e-mail field of a react-hook-form form that keeps what is typed in lower case, as the API stores it. */
export function EmailInput({ field, error, label = 'Email' }: { field: UseFormRegisterReturn; error?: string | undefined; label?: string }) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="off"
      required
      {...field}
      onChange={(e) => {
        e.currentTarget.value = e.currentTarget.value.toLowerCase();
        void field.onChange(e);
      }}
      error={error}
    />
  );
}
