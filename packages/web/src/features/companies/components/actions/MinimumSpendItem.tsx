import { Menu } from '@mantine/core';
import { BILLING_MESSAGES, type CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useToggleMinimumSpend } from '../../api/minimum-spend';
import { changeFailure } from '../../errors';

/** Minimum spend (seed 001 §4): the agency is included in the platform's minimum spend, or excluded. */
export function MinimumSpendItem({ row }: { row: CompanyRow }) {
  const toggle = useToggleMinimumSpend({
    onSuccess: (answer) => notify('success', answer.message),
    onError: (error) => notify('error', changeFailure(error, BILLING_MESSAGES.minSpendFailed)),
  });
  const included = toggle.isPending ? row.exclude_minimum_spend === 1 : row.exclude_minimum_spend === 0;
  return (
    <Menu.CheckboxItem
      checked={included}
      closeMenuOnClick
      disabled={toggle.isPending}
      onChange={() => toggle.mutate(row.id)}
    >
      Included in minimum spend
    </Menu.CheckboxItem>
  );
}
