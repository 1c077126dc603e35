import { Alert, Anchor } from '@mantine/core';
import { PATHS, routeAccess, stripeActionRequired, type GuardContext } from '@platform/core/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The top banner (docs/product.md, Menus and pages) for agency users whose connected account has charges or
 * payouts disabled. It links to General Settings only when this user may open it.
 */
export function StripeActionBanner({ ctx }: { ctx: GuardContext }) {
  const t = useT();
  if (!stripeActionRequired(ctx)) return null;
  const canFix = routeAccess(ctx, PATHS.generalSetting).kind === 'allow';
  return (
    // red.9, not the filled default red.6: white words on red.6 are 3.3:1, on red.9 5.4:1 (WCAG AA).
    <Alert color="red.9" variant="filled" radius={0} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" mb="md">
      {t('shell.stripeActionRequired')}
      {canFix ? (
        <>
          {' '}
          <Anchor component={Link} to={PATHS.generalSetting} c="inherit" underline="always" fw={600}>
            {t('shell.stripeActionLink')}
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
