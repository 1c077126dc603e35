import { Menu } from '@mantine/core';
import { BILLING_MESSAGES, type CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSetMinimumSpend } from '../../api/minimum-spend';
import { changeFailure } from '../../errors';

/**
 * Minimum spend (docs/product.md, Billing switches): the agency is included in the platform's minimum spend,
 * or excluded. The click sends the state the item then shows, so a double click or a stale row cannot flip it
 * back.
 */
export function MinimumSpendItem({ row }: { row: CompanyRow }) {
  const save = useSetMinimumSpend({
    onSuccess: (answer) => notify('success', answer.message),
    onError: (error) => notify('error', changeFailure(error, BILLING_MESSAGES.minSpendFailed)),
  });
  const included = save.isPending ? save.variables.exclude_minimum_spend === 0 : row.exclude_minimum_spend === 0;
  return (
    <Menu.CheckboxItem
      checked={included}
      closeMenuOnClick
      disabled={save.isPending}
      onChange={(next) => save.mutate({ CompanyID: row.id, exclude_minimum_spend: next ? 0 : 1 })}
    >
      Included in minimum spend
    </Menu.CheckboxItem>
  );
}
