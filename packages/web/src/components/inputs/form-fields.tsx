import { Checkbox, Switch, type MantineSpacing, type StyleProp } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from './MoneyInput';
import { PhoneInput } from './PhoneInput';
import { isCountryCode } from './phone-rules';

/**
 * react-hook-form fields the settings sections and dialogs share: each is a Controller bound to
 * one field of the form by `name`, showing that field's error.
 */
interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** An on/off switch for a boolean field. */
export function SwitchField<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch label={label} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
      )}
    />
  );
}

/** A checkbox for a boolean field. */
export function CheckboxField<T extends FieldValues>({ control, name, label }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox label={label} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
      )}
    />
  );
}

/**
 * An amount in USD for a text field ("12.50"). `formatOnBlur` rewrites what was typed when the
 * field is left (the cost dialogs show two decimals); `blockClipboard` as on MoneyInput.
 */
export function MoneyField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  maw,
  description,
  blockClipboard,
  formatOnBlur,
}: {
  /** The form's control, whatever its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  maw?: StyleProp<MantineSpacing | number>;
  description?: string | undefined;
  blockClipboard?: boolean;
  formatOnBlur?: (text: string) => string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          leftSection="$"
          {...(maw !== undefined ? { maw } : {})}
          description={description}
          blockClipboard={blockClipboard ?? false}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={() => {
            if (formatOnBlur) field.onChange(formatOnBlur(String(field.value ?? '')));
            field.onBlur();
          }}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The shared phone input bound to a form's phone number field; the country it picks is handed to
 * `onCountry`, which stores it in the form's own country field (its error shows here too).
 */
export function PhoneField<T extends FieldValues, TOut = T>({
  control,
  name,
  country,
  onCountry,
  countryError,
  required = true,
}: {
  /** The form's control, whatever its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  country: string | null | undefined;
  onCountry: (code: string) => void;
  countryError?: string | undefined;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          value={field.value}
          country={isCountryCode(country) ? country : null}
          required={required}
          error={fieldState.error?.message ?? countryError}
          onChange={(phone) => {
            field.onChange(phone.phoneNumber);
            onCountry(phone.countryCode ?? '');
          }}
        />
      )}
    />
  );
}
