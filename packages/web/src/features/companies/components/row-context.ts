import { createContext, useContext, type ComponentType } from 'react';
import type { CompanyRow, UserData } from '@platform/core/contracts';

/** What a row action is given: the row, and who is looking. */
export interface RowActionProps {
  row: CompanyRow;
  user: UserData;
}
export type RowAction = ComponentType<RowActionProps>;
export type SwitchUserAction = ComponentType<{ userId: string; name: string }>;

/**
 * Row actions other features draw (features do not import each other): app/routes.tsx hands them
 * to the list page, which provides them here for every row of the tree.
 */
export interface RowActionSlots {
  /** View mode's "Switch user" into the row's owner. */
  SwitchUser?: SwitchUserAction | undefined;
  /** Pricing's "Set Cost" for an agency or client. */
  SetCost?: RowAction | undefined;
  /** User logs' "Agency User's Logs". */
  UserLogs?: RowAction | undefined;
  /** The account area's invoice list of the row's company. */
  Invoices?: RowAction | undefined;
}

export const RowActionSlotsContext = createContext<RowActionSlots>({});
export const useRowActionSlots = () => useContext(RowActionSlotsContext);

/** The row whose inline edit panel is open, per table (the main list and each agency's clients). */
export interface EditingRow {
  editingId: string | null;
  toggleEdit: (rowId: string) => void;
}

export const EditingRowContext = createContext<EditingRow>({ editingId: null, toggleEdit: () => undefined });
export const useEditingRow = () => useContext(EditingRowContext);
