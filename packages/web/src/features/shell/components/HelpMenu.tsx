import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconHelpCircle, IconInfoCircle, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isSystemUser, moduleAreas, type GuardContext } from '@platform/core/contracts';
import { HelpDialogOnDemand } from '../../../components/help/HelpDialogOnDemand';
import { TOUR_PARAM } from '../../../components/tour/tour-param';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The header's Help menu, for those with a module dashboard (the platform's system users are sent
 * to Agency List instead): the dashboard tour again (docs/decisions.md, "Dashboard tour") and the
 * help dialog.
 */
export function HelpMenu({ ctx }: { ctx: GuardContext }) {
  const navigate = useNavigate();
  const t = useT();
  const [helpOpen, setHelpOpen] = useState(false);
  const first = isSystemUser(ctx) ? undefined : moduleAreas(ctx)[0];
  if (!first) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Tooltip label={t('shell.help')}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.help')} data-tour="help-menu">
              <IconHelpCircle size={20} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRoute size={16} />} onClick={() => void navigate(`/${first.url}/dashboard?${TOUR_PARAM}=dashboard`)}>
            {t('shell.dashboardTour')}
          </Menu.Item>
          <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={() => setHelpOpen(true)}>
            {t('shell.helpAndSupport')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <HelpDialogOnDemand opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
