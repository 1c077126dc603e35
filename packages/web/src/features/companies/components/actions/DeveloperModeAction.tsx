import { ActionIcon, Alert, Button, Checkbox, ColorSwatch, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { Dialog } from '../../../../components/dialogs/Dialog';
import { IconAlertCircle, IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import type { CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSetDeveloperMode } from '../../api/developer-mode';
import { developerState } from '../../developer-mode';
import { messageOf } from '../../errors';

/**
 * The API developer icon of an agency (docs/product.md, Billing switches): its colour says the state (orange,
 * green, blue, gray), its name says it in words; it opens the switch. Turning it on needs the terms agreed
 * and charges the one-time developer fee; turning it off resets that.
 */
export function DeveloperModeAction({ row }: { row: CompanyRow }) {
  const [opened, setOpened] = useState(false);
  const state = developerState(row);
  const label = `${state.label}: ${row.company_name}`;
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="light" color={state.colour} aria-label={label} data-colour={state.colour} onClick={() => setOpened(true)}>
          <IconCode size={18} />
        </ActionIcon>
      </Tooltip>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={`API developer mode for ${row.company_name}`}>
        {opened ? <DeveloperModeForm row={row} onDone={() => setOpened(false)} /> : null}
      </Dialog>
    </>
  );
}

function DeveloperModeForm({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const save = useSetDeveloperMode();
  const on = row.api_mode === 'T';
  const [wanted, setWanted] = useState(on);
  const [agree, setAgree] = useState(false);
  const state = developerState(row);
  const submit = () =>
    save.mutate(
      { companyID: row.id, api_mode: wanted ? 'T' : 'F', ...(wanted && !on ? { agree } : {}) },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
      },
    );
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={`var(--mantine-color-${state.colour}-6)`} size={16} aria-hidden />
        <Text size="sm">{state.label}</Text>
      </Group>
      {save.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {messageOf(save.error)}
        </Alert>
      ) : null}
      <Switch label="Developer mode" checked={wanted} onChange={(e) => setWanted(e.currentTarget.checked)} />
      {wanted && !on ? (
        <>
          <Text size="sm" c="dimmed">
            Turning developer mode on charges the agency the one-time developer fee. Turning it off later resets it, and the fee is charged again when it is turned back on.
          </Text>
          <Checkbox label="The agency agrees to the marketing services agreement for developers" checked={agree} onChange={(e) => setAgree(e.currentTarget.checked)} />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={wanted === on}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
