import { Box, Button, ColorInput, FileButton, Grid, Group, Image, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BANNER_LIMITS, BANNER_SIZES, BANNER_TEMPLATES, bannerSizeLabel, type BannerImageType } from '@platform/core/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { bannerRequest, bannerRequestSchema, charactersLeft, isPictureType, pictureProblem, type BannerFormValues } from '../banner-form';
import { BannerPreview } from './BannerPreview';

/** The picture as the form holds it: kept from the saved banner, newly chosen, or none. */
export type PictureChoice = { kind: 'kept'; key: string; url: string } | { kind: 'new'; file: File; contentType: BannerImageType; url: string } | { kind: 'none' };

const FIELDS: readonly Path<BannerFormValues>[] = ['company_id', 'name', 'size', 'template', 'headline', 'body', 'cta', 'target_url', 'colors.background', 'colors.text', 'colors.button', 'colors.button_text'];
const COLOURS = [
  { key: 'background', label: 'Background colour' },
  { key: 'text', label: 'Words colour' },
  { key: 'button', label: 'Button colour' },
  { key: 'button_text', label: 'Button words colour' },
] as const;

/**
 * The banner designer (Create Banner): the fields on the left, the live preview on the right, drawn
 * from the same layout the server renders. `onSave` uploads the picture if new and saves; a refusal
 * it throws is placed on the fields it names.
 */
export function BannerForm({
  initial,
  initialPicture,
  clients,
  clientLocked,
  saveLabel,
  onSave,
}: {
  initial: BannerFormValues;
  initialPicture: PictureChoice;
  clients: { value: string; label: string }[];
  clientLocked: boolean;
  saveLabel: string;
  onSave: (values: BannerFormValues, picture: PictureChoice) => Promise<void>;
}) {
  const form = useForm<BannerFormValues>({ defaultValues: initial, resolver: bodyResolver(bannerRequestSchema, (v: BannerFormValues) => bannerRequest(v)), mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, control, setValue } = form;
  const values = useWatch({ control }) as BannerFormValues;
  const [picture, setPicture] = useState<PictureChoice>(initialPicture);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A chosen file's preview address lives as long as the choice.
  useEffect(() => {
    if (picture.kind !== 'new') return;
    const url = picture.url;
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = pictureProblem(file);
    setPictureError(problem);
    if (problem || !isPictureType(file.type)) return;
    setPicture({ kind: 'new', file, contentType: file.type, url: URL.createObjectURL(file) });
  };

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSave(v, picture);
    } catch (e) {
      const rest = placeServerErrors(e, setError, FIELDS);
      if (rest && /picture/i.test(rest)) setPictureError(rest);
      else setFailure(rest);
    }
  });

  const errors = formState.errors;
  const counter = (field: 'headline' | 'body' | 'cta', value: string) => `${charactersLeft(field, value ?? '')} characters left`;
  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Select
              label="Client"
              placeholder="Choose the client this banner advertises"
              data={clients}
              value={values.company_id || null}
              onChange={(v) => setValue('company_id', v ?? '', { shouldValidate: formState.isSubmitted })}
              disabled={clientLocked}
              searchable
              error={errors.company_id?.message}
              required
            />
            <TextInput label="Banner name" description="For your list; people who see the ad never read it." maxLength={BANNER_LIMITS.name} error={errors.name?.message} required {...register('name')} />
            <Select
              label="Size"
              data={BANNER_SIZES.map((s) => ({ value: s.id, label: bannerSizeLabel(s.id) }))}
              value={values.size}
              onChange={(v) => v && setValue('size', v as BannerFormValues['size'])}
              allowDeselect={false}
              error={errors.size?.message}
              required
            />
            <Radio.Group label="Template" value={values.template} onChange={(v) => setValue('template', v as BannerFormValues['template'])} error={errors.template?.message} required>
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt={4}>
                {BANNER_TEMPLATES.map((t) => (
                  <Radio.Card key={t.id} value={t.id} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start" gap="xs">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600} size="sm">
                          {t.label}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t.description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <TextInput label="Headline" description={counter('headline', values.headline)} error={errors.headline?.message} required {...register('headline')} />
            <Textarea label="Text" description={counter('body', values.body)} rows={3} error={errors.body?.message} {...register('body')} />
            <TextInput label="Call to action" description={counter('cta', values.cta)} error={errors.cta?.message} required {...register('cta')} />
            <TextInput label="Target URL" description="Where a click on the banner leads (https:// or http://)." error={errors.target_url?.message} required {...register('target_url')} />
            <SimpleGrid cols={2}>
              {COLOURS.map((c) => (
                <ColorInput
                  key={c.key}
                  label={c.label}
                  format="hex"
                  value={values.colors?.[c.key] ?? ''}
                  onChange={(v) => setValue(`colors.${c.key}`, v, { shouldValidate: true })}
                  error={errors.colors?.[c.key]?.message}
                />
              ))}
            </SimpleGrid>
            <Box>
              <Text size="sm" fw={500}>
                Logo or picture
              </Text>
              <Text size="xs" c="dimmed" mb={6}>
                PNG, JPEG or GIF, at most 2 MB.
              </Text>
              <Group gap="sm">
                {picture.kind !== 'none' && <Image src={picture.url} alt="The banner's picture" h={48} w="auto" fit="contain" radius="sm" />}
                <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif">
                  {(props) => (
                    <Button variant="default" size="xs" {...props}>
                      {picture.kind === 'none' ? 'Upload a picture' : 'Change picture'}
                    </Button>
                  )}
                </FileButton>
                {picture.kind !== 'none' && (
                  <Button variant="subtle" color="red" size="xs" onClick={() => setPicture({ kind: 'none' })}>
                    Remove picture
                  </Button>
                )}
              </Group>
              {pictureError && (
                <Text size="xs" c="red" mt={4} role="alert">
                  {pictureError}
                </Text>
              )}
            </Box>
            <FormFailure message={failure} />
            <Group>
              <Button type="submit" loading={formState.isSubmitting}>
                {saveLabel}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md" pos="sticky" top={16}>
            <Text size="sm" fw={600} mb="xs">
              Preview · {bannerSizeLabel(values.size)}
            </Text>
            <BannerPreview
              maxWidth={520}
              design={{
                size: values.size,
                template: values.template,
                headline: values.headline || 'Your headline',
                body: values.body ?? '',
                cta: values.cta || 'Learn more',
                colors: values.colors,
                imageSrc: picture.kind === 'none' ? undefined : picture.url,
              }}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
}
