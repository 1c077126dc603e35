import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { ImageContentType, UserData } from '@platform/core/contracts';
import { PhoneField } from '../../../components/inputs/form-fields';
import { isApiError } from '../../../lib/api/errors';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { notify } from '../../../lib/notify';
import { uploadPicture } from '../api/picture-upload';
import { useUpdateProfile } from '../api/update-profile';
import { fieldsOf, isImageType, pictureProblem, requestOf, safePicture, schemaOf, valuesOf, type ProfilePart, type ProfileValues } from '../profile-rules';
import { CountrySelect } from './CountrySelect';
import { PictureField } from './PictureField';

/** What a wizard asks of a profile step: save it, and say whether that worked. */
export interface ProfileStepHandle {
  save: () => Promise<boolean>;
}

type PictureChange = { kind: 'upload'; file: File; contentType: ImageContentType; preview: string } | { kind: 'remove' } | null;

/**
 * The profile (docs/product.md, Account area): step 1 the person (name, e-mail, phone with the shared
 * phone input, picture), step 2 the business address, or both on the Profile page. Core's schemas
 * judge the fields here; the API's field messages land beside them and its other messages above.
 * Inside a wizard (`stepRef`) there is no Save button: the wizard's Next saves.
 */
export function ProfileForm({ user, part, stepRef }: { user: UserData; part: ProfilePart; stepRef?: Ref<ProfileStepHandle> }) {
  const update = useUpdateProfile();
  const values = useMemo(() => valuesOf(user), [user]);
  const form = useForm<ProfileValues>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(schemaOf(part), (v) => requestOf(part, v)) });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [picture, setPicture] = useState<PictureChange>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();

  useEffect(() => {
    if (picture?.kind !== 'upload') return;
    const url = picture.preview;
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const person = part !== '2';
  const business = part !== '1';

  const save = async (): Promise<boolean> => {
    setFailure(null);
    let passed = false;
    await form.handleSubmit(async (v) => {
      try {
        const key = person && picture?.kind === 'upload' ? await uploadPicture(picture.file, picture.contentType) : undefined;
        const answer = await update.mutateAsync({
          ...requestOf(part, v),
          ...(key ? { profile_pict_key: key } : {}),
          ...(person && picture?.kind === 'remove' ? { remove_profile_pict: 'T' } : {}),
        });
        setPicture(null);
        notify('success', answer.message);
        passed = true;
      } catch (error) {
        if (isApiError(error) && error.fieldErrors.profile_pict?.[0]) setPictureError(error.fieldErrors.profile_pict[0]);
        const fields = fieldsOf(part) as readonly Path<ProfileValues>[];
        setFailure(isApiError(error) ? placeServerErrors(error, form.setError, [...fields, 'profile_pict' as Path<ProfileValues>]) : shownMessageOf(error));
      }
    })();
    return passed;
  };

  // In the wizard an unchanged step is only checked, not saved again.
  useImperativeHandle(stepRef, () => ({ save: () => (form.formState.isDirty || picture ? save() : form.trigger()) }));

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem || !isImageType(file.type)) return setPictureError(problem ?? 'This file cannot be used as a picture.');
    setPictureError(undefined);
    setPicture({ kind: 'upload', file, contentType: file.type, preview: URL.createObjectURL(file) });
  };
  const current = safePicture(user.profile_pict);
  const shown = picture?.kind === 'upload' ? picture.preview : picture?.kind === 'remove' ? null : current;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {person ? (
          <>
            <PictureField
              shown={shown}
              name={user.name}
              pending={picture?.kind === 'upload' ? picture.file.name : null}
              error={pictureError}
              onChoose={choose}
              onRemove={shown ? () => setPicture(current ? { kind: 'remove' } : null) : undefined}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Full name" withAsterisk autoComplete="name" {...form.register('name')} error={errors.name?.message} />
              <TextInput label="E-mail" withAsterisk type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
            </SimpleGrid>
            <PhoneField
              control={form.control}
              name="phonenum"
              country={form.watch('phone_country_code')}
              onCountry={(code) => form.setValue('phone_country_code', code, { shouldDirty: true })}
              countryError={errors.phone_country_code?.message}
            />
          </>
        ) : null}
        {business ? (
          <>
            <TextInput
              label="Company name"
              withAsterisk
              autoComplete="organization"
              {...form.register('company_name')}
              error={errors.company_name?.message}
            />
            <TextInput label="Address" withAsterisk autoComplete="street-address" {...form.register('address')} error={errors.address?.message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.register('city')} error={errors.city?.message} />
              <TextInput label="State / province" autoComplete="address-level1" {...form.register('state_code')} error={errors.state_code?.message} />
              <TextInput label="Zip" withAsterisk autoComplete="postal-code" {...form.register('zip')} error={errors.zip?.message} />
              <Controller
                control={form.control}
                name="country_code"
                render={({ field }) => <CountrySelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.country_code?.message} />}
              />
            </SimpleGrid>
          </>
        ) : null}
        {stepRef ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
