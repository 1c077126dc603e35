import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MENU_RETURN_ERROR, type MenuView } from '@platform/core/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useAddMenuLink, useGohighlevelMenu, useMenuAuthUrl, useRemoveMenuLink } from '../api/integrations';

/** What GoHighLevel's consent sent the person back with: the link added, or why not. */
function MenuReturnNotice() {
  const [params] = useSearchParams();
  const error = params.get(MENU_RETURN_ERROR);
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Not added to GoHighLevel">
        {error}
      </Alert>
    );
  }
  if (params.get('menu') === 'added') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
        Added to your GoHighLevel menu.
      </Alert>
    );
  }
  return null;
}

function MenuLinkState({ company, menu }: { company: string; menu: MenuView }) {
  const add = useAddMenuLink(company);
  const remove = useRemoveMenuLink(company);
  const consent = useMenuAuthUrl(company);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // With the agency's consent held the link is added at once; without it GoHighLevel asks first and adding follows its return.
  const addLink = () => {
    setFailure(null);
    if (menu.agency_connected) add.mutate(undefined, { onSuccess: (a) => notify('success', a.message ?? 'Added to your GoHighLevel menu'), onError: (e) => setFailure(messageOf(e)) });
    else consent.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url), onError: (e) => setFailure(messageOf(e)) });
  };
  const removeLink = () =>
    remove.mutate(undefined, {
      onSuccess: (a) => {
        notify('success', a.message ?? 'Removed from your GoHighLevel menu');
        setConfirming(false);
      },
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        Adds a link to the left menu of your GoHighLevel agency and every sub-account. It opens{' '}
        <Anchor href={menu.frame_url} target="_blank" rel="noreferrer" size="sm">
          {menu.frame_url}
        </Anchor>{' '}
        inside GoHighLevel, where your clients sign in with their usual login.
      </Text>
      <MenuReturnNotice />
      {menu.link ? (
        <Group gap="xs">
          <Badge color="green" variant="light">
            In your GoHighLevel menu
          </Badge>
          <Text size="sm">“{menu.link.title}”</Text>
        </Group>
      ) : menu.adding ? (
        <Badge color="yellow" variant="light">
          Being added…
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not in your GoHighLevel menu
        </Badge>
      )}
      <FormFailure message={failure} />
      {menu.link ? (
        <Button color="red.9" variant="light" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      ) : (
        <Button
          onClick={addLink}
          disabled={menu.adding}
          loading={add.isPending || consent.isPending || consent.isSuccess}
          leftSection={<IconLayoutSidebarLeftExpand size={16} aria-hidden />}
          rightSection={menu.agency_connected ? undefined : <IconExternalLink size={16} aria-hidden />}
        >
          Add to GoHighLevel menu
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remove from your GoHighLevel menu?"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        failure={remove.isError ? messageOf(remove.error) : null}
        onConfirm={removeLink}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      >
        The link disappears from your agency’s and your sub-accounts’ GoHighLevel menu. Leads keep being delivered.
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * The agency's link in its GoHighLevel menu, opening this app on the agency's domain inside
 * GoHighLevel (docs/decisions.md, "Integration providers and their local fakes"). For the agency's
 * owner, on the GoHighLevel page whether or not GoHighLevel is connected for leads.
 */
export function GoHighLevelMenu({ company }: { company: string }) {
  const query = useGohighlevelMenu(company);
  return <QueryContent query={query}>{(a) => <MenuLinkState company={company} menu={a.menu} />}</QueryContent>;
}
