import { Box, Button, ColorInput, FileButton, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useId, useImperativeHandle, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { brandingInputSchema, FONT_THEMES, LOGO_CONTENT_TYPES, type GeneralSettings } from '@platform/core/contracts';
import { safeLogo } from '../../../lib/branding/brand';
import { uploadLogo, type LogoContentType } from '../api/logo-upload';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver, given } from '../forms';
import { isLogoType, logoFileProblem } from '../settings-rules';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';
import { StepFrame } from './StepFrame';

interface BrandingFields {
  /** Carries the logo's messages (the file itself is chosen beside the form). */
  logo: string;
  box_bgcolor: string;
  text_color: string;
  link_color: string;
  template_bgcolor: string;
  sidebar_bgcolor: string;
  font_theme: string;
}

/** The five colours (docs/product.md, Branding and white label), where each shows. */
const COLOURS = [
  { name: 'box_bgcolor', label: 'Box colour', hint: 'The top bar.' },
  { name: 'text_color', label: 'Text colour', hint: 'Text on the top bar.' },
  { name: 'link_color', label: 'Link colour', hint: 'Links and buttons.' },
  { name: 'template_bgcolor', label: 'Template background', hint: 'Behind the pages, in the light theme.' },
  { name: 'sidebar_bgcolor', label: 'Sidebar background', hint: 'The menu at the side.' },
] as const;

const FIELDS = ['logo', ...COLOURS.map((c) => c.name), 'font_theme'] as const;
// The upload's own field names, and the save's, are the logo's.
const ALIASES = { content_type: 'logo', size: 'logo', logo_key: 'logo' } as const;

const fieldsOf = (s: GeneralSettings): BrandingFields => ({
  logo: '',
  box_bgcolor: s.branding.box_bgcolor ?? '',
  text_color: s.branding.text_color ?? '',
  link_color: s.branding.link_color ?? '',
  template_bgcolor: s.branding.template_bgcolor ?? '',
  sidebar_bgcolor: s.branding.sidebar_bgcolor ?? '',
  font_theme: s.branding.font_theme ?? '',
});

/** A colour left blank goes back to the platform's default (null forgets the saved one). */
const colourOrDefault = (v: string) => (v.trim() === '' ? null : v);
const toBody = (v: BrandingFields) => ({
  box_bgcolor: colourOrDefault(v.box_bgcolor),
  text_color: colourOrDefault(v.text_color),
  link_color: colourOrDefault(v.link_color),
  template_bgcolor: colourOrDefault(v.template_bgcolor),
  sidebar_bgcolor: colourOrDefault(v.sidebar_bgcolor),
  font_theme: given(v.font_theme),
});

type LogoChange = { kind: 'upload'; file: File; contentType: LogoContentType; preview: string } | { kind: 'remove' } | null;

/**
 * Branding (docs/product.md, Branding and white label): the logo, uploaded straight to storage and previewed
 * at the sidebar's width (at most 125 px), the five colours and the font theme. Saving refreshes the frame's
 * brand.
 */
export function BrandingSection({ companyId, settings, canSave, stepRef }: SectionProps) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<BrandingFields>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: bodyResolver(brandingInputSchema, toBody),
  });
  // isDirty is read while rendering so the form keeps it current for the guide's check.
  const { errors, isDirty } = form.formState;
  const [logoChange, setLogoChange] = useState<LogoChange>(null);

  // A chosen file's preview lives as long as the choice.
  useEffect(() => {
    if (logoChange?.kind !== 'upload') return;
    const url = logoChange.preview;
    return () => URL.revokeObjectURL(url);
  }, [logoChange]);

  const save = useSectionSave(form, 'branding', FIELDS, async (v) => {
    const branding = brandingInputSchema.parse(toBody(v));
    const logoKey = logoChange?.kind === 'upload' ? await uploadLogo(companyId, logoChange.file, logoChange.contentType) : undefined;
    const answer = await update.mutateAsync({
      branding: { ...branding, ...(logoKey ? { logo_key: logoKey } : {}), ...(logoChange?.kind === 'remove' ? { logo: '' } : {}) },
    });
    setLogoChange(null);
    return answer.message;
  }, ALIASES);

  useImperativeHandle(stepRef, () => ({ check: () => (isDirty || logoChange ? save.run() : form.trigger()) }), [form, isDirty, logoChange, save]);

  const choose = (file: File | null) => {
    if (!file) return;
    form.clearErrors('logo');
    const problem = logoFileProblem(file);
    if (problem || !isLogoType(file.type)) {
      form.setError('logo', { type: 'validation', message: problem ?? 'This file cannot be used as a logo.' });
      return;
    }
    setLogoChange({ kind: 'upload', file, contentType: file.type, preview: URL.createObjectURL(file) });
  };

  const current = safeLogo(settings.branding.logo);
  const shown = logoChange?.kind === 'upload' ? logoChange.preview : logoChange?.kind === 'remove' ? null : current;

  const fields = (
    <Stack gap="md">
      <LogoPicker
        shown={shown}
        companyName={settings.company_name}
        pending={logoChange?.kind === 'upload' ? logoChange.file.name : null}
        error={errors.logo?.message}
        disabled={!canSave}
        onChoose={choose}
        onRemove={shown ? () => setLogoChange(current ? { kind: 'remove' } : null) : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {COLOURS.map((c) => (
          <Controller
            key={c.name}
            control={form.control}
            name={c.name}
            render={({ field }) => (
              <ColorInput
                label={c.label}
                description={c.hint}
                placeholder="Platform default"
                format="hex"
                fixOnBlur={false}
                eyeDropperButtonProps={{ 'aria-label': `Pick the ${c.label.toLowerCase()} from the screen` }}
                // The picker's sliders take no label of their own from ColorInput; a title names them.
                attributes={{ saturation: { title: `${c.label}: saturation and brightness` }, slider: { title: `${c.label}: hue` } }}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors[c.name]?.message}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="font_theme"
          render={({ field }) => (
            <Select
              label="Font theme"
              description="The typeface of every page."
              placeholder="The platform's font"
              data={[...FONT_THEMES]}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={errors.font_theme?.message}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );

  if (stepRef) return <StepFrame failure={save.failure}>{fields}</StepFrame>;
  return (
    <SettingsSection
      title="Branding"
      description="Your logo, colours and font, on every page your users see."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
    >
      {fields}
    </SettingsSection>
  );
}

function LogoPicker({
  shown,
  companyName,
  pending,
  error,
  disabled,
  onChoose,
  onRemove,
}: {
  shown: string | null;
  companyName: string;
  pending: string | null;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  onRemove: (() => void) | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Logo
      </Text>
      <Text size="xs" c="dimmed">
        PNG, JPEG, WebP or GIF, at most 1 MB. Shown at most 125 px wide, as in the sidebar.
      </Text>
      <Box w={125} mih={40} p={4} style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
        {shown ? (
          <Image src={shown} alt={`${companyName} logo preview`} maw={125} w="auto" h="auto" fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            No logo
          </Text>
        )}
      </Box>
      {pending ? (
        <Text size="xs" c="dimmed">
          {pending} will be uploaded when you save.
        </Text>
      ) : null}
      <Group gap="xs">
        <FileButton onChange={onChoose} accept={LOGO_CONTENT_TYPES.join(',')} disabled={disabled}>
          {(props) => (
            <Button variant="default" size="xs" {...props} aria-describedby={error ? errorId : undefined}>
              Choose logo
            </Button>
          )}
        </FileButton>
        {onRemove ? (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={disabled}>
            Remove logo
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
