import { Button, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { BETA_FEATURES, BETA_SLUGS, type BetaSlug, type CompanyRow } from '@platform/core/contracts';
import { Dialog } from '../../../../components/dialogs/Dialog';
import { FormFailure } from '../../../../components/dialogs/FormFailure';
import { notify } from '../../../../lib/notify';
import { useSetBetaFeatures } from '../../api/beta-features';
import { changeFailure } from '../../errors';

export function BetaFeaturesItem({ onOpen }: { onOpen: () => void }) {
  return (
    <Menu.Item leftSection={<IconFlask size={16} />} onClick={onOpen}>
      Beta features
    </Menu.Item>
  );
}

/**
 * The betas the root opens to this agency and its clients (docs/decisions.md, "Beta features"). A
 * feature already open to every agency shows on and cannot be switched for one agency.
 */
export function BetaFeaturesDialog({ row, opened, onClose }: { row: CompanyRow; opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Beta features for ${row.company_name}`}>
      {opened ? <BetaFeaturesForm row={row} onDone={onClose} /> : null}
    </Dialog>
  );
}

function BetaFeaturesForm({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const save = useSetBetaFeatures();
  const [on, setOn] = useState<Set<BetaSlug>>(() => new Set(row.beta_features));
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = (slug: BetaSlug, value: boolean) =>
    setOn((prev) => {
      const next = new Set(prev);
      if (value) next.add(slug);
      else next.delete(slug);
      return next;
    });
  const submit = () => {
    setFailure(null);
    const tf = (s: BetaSlug) => (on.has(s) ? ('T' as const) : ('F' as const));
    save.mutate(
      { company_id: row.id, b2b_module: tf('b2b_module'), data_wallet: tf('data_wallet') },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
        onError: (error) => setFailure(changeFailure(error, 'We are unable to save your setting, please try again later.')),
      },
    );
  };
  return (
    <Stack gap="md">
      <FormFailure message={failure} />
      {BETA_SLUGS.map((slug) => {
        const feature = BETA_FEATURES[slug];
        const forAll = feature.apply_to_all_agency;
        return (
          <Checkbox
            key={slug}
            label={feature.name}
            description={forAll ? 'Open to every agency.' : `Only agencies in its beta, and their clients, have ${feature.name}.`}
            checked={forAll || on.has(slug)}
            disabled={forAll}
            onChange={(e) => toggle(slug, e.currentTarget.checked)}
          />
        );
      })}
      <Text size="sm" c="dimmed">
        The agency's menus and the API follow these at once.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
