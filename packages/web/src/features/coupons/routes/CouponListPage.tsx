import type { CouponRow } from '@platform/core/contracts';
import { ListPage } from '../../../components/list/ListPage';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useCoupons, useUpdateCoupon } from '../api/coupons';
import { CouponModal } from '../components/CouponModal';
import { CouponsTable, discountText } from '../components/CouponsTable';

/**
 * Coupons (/configuration/coupons, the root's operators; the route's guard 404s everyone else): the
 * codes agencies may enter against their onboarding fee. A coupon is never deleted (invoices name
 * it); it is deactivated, or edited.
 */
export function CouponListPage() {
  const coupons = useCoupons();
  const update = useUpdateCoupon();
  return (
    <ListPage<CouponRow>
      title="Coupons"
      intro="Codes agencies can enter to take a percentage or an amount off their onboarding fee."
      addLabel="Add Coupon"
      canAdd
      table={({ edit, remove }) => <CouponsTable coupons={coupons.data} pending={coupons.isPending} error={coupons.error} onEdit={edit} onDeactivate={remove} />}
      addDialog={({ opened, onClose }) => <CouponModal coupon={null} opened={opened} onClose={onClose} />}
      editDialog={({ row, onClose }) => <CouponModal coupon={row} opened={row !== null} onClose={onClose} />}
      removal={mutationRemoval(update, {
        title: 'Deactivate coupon',
        confirmLabel: 'Deactivate',
        question: (row) => `Deactivate ${row.code} (${discountText(row)})? Agencies can no longer use it; you can turn it on again from Edit.`,
        variables: (row) => ({
          code: row.code,
          request: { discount_type: row.discount_type, ...(row.discount_type === 'percent' ? { percent_off: row.percent_off ?? 0 } : { amount_off: row.amount_off ?? '' }), expires_on: row.expires_on, active: 'F' as const },
        }),
      })}
    />
  );
}
