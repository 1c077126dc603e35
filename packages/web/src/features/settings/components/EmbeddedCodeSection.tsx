import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { updateGeneralSettingsSchema, type GeneralSettings } from '@platform/core/contracts';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver } from '../forms';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';

type Place = 'head' | 'body' | 'footer';
interface EmbeddedFields {
  placeEmbedded: Place;
  embeddedcode: string;
}

const embeddedSchema = updateGeneralSettingsSchema.shape.embedded.unwrap().unwrap();
const FIELDS = ['placeEmbedded', 'embeddedcode'] as const;
const PLACES: { value: Place; label: string }[] = [
  { value: 'head', label: 'Head' },
  { value: 'body', label: 'Start of body' },
  { value: 'footer', label: 'End of body' },
];

const fieldsOf = (s: GeneralSettings): EmbeddedFields => ({ placeEmbedded: s.embedded?.placeEmbedded ?? 'footer', embeddedcode: s.embedded?.embeddedcode ?? '' });

/**
 * The agency's embedded code (docs/product.md, Branding and white label): analytics or chat HTML and scripts,
 * run on the agency's own domains where it chose (head, start or end of body), from the next page load.
 * Saving empty code removes it.
 */
export function EmbeddedCodeSection({ companyId, settings, canSave }: Omit<SectionProps, 'stepRef'>) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<EmbeddedFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(embeddedSchema, (v) => v) });
  const { errors } = form.formState;
  const placeLabel = useId();

  const save = useSectionSave(form, 'embedded', FIELDS, async (v) => {
    const embedded = v.embeddedcode.trim() === '' ? null : embeddedSchema.parse(v);
    return (await update.mutateAsync({ embedded })).message;
  });

  return (
    <SettingsSection
      title="Embedded code"
      description="HTML or scripts of your own (analytics, a chat widget) added to every page on your domains."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
    >
      <Stack gap={4}>
        <Text id={placeLabel} size="sm" fw={500}>
          Place
        </Text>
        <Controller
          control={form.control}
          name="placeEmbedded"
          render={({ field }) => (
            <SegmentedControl role="radiogroup" aria-labelledby={placeLabel} data={PLACES} value={field.value} onChange={(v) => field.onChange(v as Place)} />
          )}
        />
      </Stack>
      <Textarea
        label="Code"
        description="Runs as written, from the next page load. Leave empty and save to remove it."
        autosize
        minRows={4}
        maxRows={16}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.register('embeddedcode')}
        error={errors.embeddedcode?.message ?? errors.placeEmbedded?.message}
      />
    </SettingsSection>
  );
}
