import { Checkbox, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SalesPhoneInput } from './SalesPhoneInput';

/** The fields every sales-account form holds (adding one and editing one). */
interface SalesAccountFieldValues {
  name: string;
  phonenum?: string;
  phone_country_code?: string;
  isAccExecutive?: 'T' | 'F';
}

/**
 * The fields the Add and Edit Sales Account dialogs share: full name, the e-mail (`email`: an input
 * when adding, read-only when editing), phone with its country, and the account-executive flag.
 */
export function SalesAccountFields<T extends SalesAccountFieldValues, U extends FieldValues>({ form, email }: { form: UseFormReturn<T, unknown, U>; email: ReactNode }) {
  // Every field drawn here exists in T (T extends the shared values); react-hook-form's types are
  // invariant in the form's values, so the shared view of the form is named once, here.
  const shared = form as unknown as UseFormReturn<SalesAccountFieldValues>;
  const country = useWatch({ control: shared.control, name: 'phone_country_code' });
  const { errors } = shared.formState;
  return (
    <>
      <TextInput label="Full Name" autoComplete="off" required data-autofocus {...shared.register('name')} error={errors.name?.message} />
      {email}
      <Controller
        control={shared.control}
        name="phonenum"
        render={({ field }) => (
          <SalesPhoneInput
            number={field.value ?? ''}
            country={country}
            numberError={errors.phonenum}
            countryError={errors.phone_country_code}
            onChange={(phonenum, code) => {
              field.onChange(phonenum);
              shared.setValue('phone_country_code', code);
            }}
          />
        )}
      />
      <Controller
        control={shared.control}
        name="isAccExecutive"
        render={({ field }) => (
          <Checkbox
            label="Account Executive"
            description="Account executives also see the Agency List of the agencies assigned to them."
            checked={field.value === 'T'}
            onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')}
            error={errors.isAccExecutive?.message}
          />
        )}
      />
    </>
  );
}
