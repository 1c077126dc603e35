import { Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { UserData } from '@platform/core/contracts';
import { PhoneField } from '../../../components/inputs/form-fields';
import { moduleOptions, PAYMENT_TERM_OPTIONS, type CompanyFormValues, type CompanyKind } from '../company-form';

/**
 * The fields of the inline add and edit panels (docs/product.md, Agencies and clients): company name, full
 * name, e-mail, phone with country, white label for both kinds, API mode for clients (an agency's is its
 * developer mode, the row's switch); subdomain, custom domain, payment terms and modules for agencies;
 * organization id. Messages (core's schema, or the API's field errors) show beside their fields.
 */
export function CompanyFields<Out>({
  form,
  kind,
  user,
  phoneRequired,
}: {
  form: UseFormReturn<CompanyFormValues, unknown, Out>;
  kind: CompanyKind;
  user: UserData;
  phoneRequired: boolean;
}) {
  const { errors } = form.formState;
  const email = form.register('email');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput label="Company name" required data-autofocus {...form.register('company_name')} error={errors.company_name?.message} />
        <TextInput label="Full name" required autoComplete="off" {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={70}
          {...email}
          onChange={(e) => {
            e.currentTarget.value = e.currentTarget.value.toLowerCase();
            void email.onChange(e);
          }}
          error={errors.email?.message}
        />
        {kind === 'agency' ? (
          <>
            <TextInput
              label="Subdomain"
              required
              description="Letters, digits and hyphens; the agency's own sign-in address."
              {...form.register('subdomain')}
              error={errors.subdomain?.message}
            />
            <TextInput label="Domain" description="The agency's own domain, if it has one." {...form.register('domain')} error={errors.domain?.message} />
          </>
        ) : null}
        <TextInput label="Organization ID" {...form.register('organization_id')} error={errors.organization_id?.message} />
      </SimpleGrid>
      <PhoneField
        control={form.control}
        name="phonenum"
        country={form.watch('phone_country_code')}
        onCountry={(code) => form.setValue('phone_country_code', code)}
        countryError={errors.phone_country_code?.message}
        required={phoneRequired}
      />
      {kind === 'agency' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="payment_terms"
            render={({ field }) => (
              <Checkbox.Group label="Payment terms" withAsterisk value={field.value} onChange={(v) => field.onChange(v)} error={errors.payment_terms?.message}>
                <Group gap="md" mt={6}>
                  {PAYMENT_TERM_OPTIONS.map((o) => (
                    <Checkbox key={o.value} value={o.value} label={o.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="modules"
            render={({ field }) => (
              <Checkbox.Group label="Modules" value={field.value} onChange={(v) => field.onChange(v)} error={errors.modules?.message}>
                <Group gap="md" mt={6}>
                  {moduleOptions(user).map((o) => (
                    <Checkbox key={o.value} value={o.value} label={o.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        </SimpleGrid>
      ) : null}
      <Group gap="xl">
        <Controller
          control={form.control}
          name="is_whitelabeling"
          render={({ field }) => (
            <Switch label="White label" checked={field.value === 'T'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')} error={errors.is_whitelabeling?.message} />
          )}
        />
        {/* An agency's API mode is its developer mode (agreement and fee): the row's Developer API switch turns it, not this form. */}
        {kind === 'agency' ? null : (
          <Controller
            control={form.control}
            name="api_mode"
            render={({ field }) => (
              <Switch label="API mode" checked={field.value === 'T'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')} error={errors.api_mode?.message} />
            )}
          />
        )}
      </Group>
    </Stack>
  );
}
