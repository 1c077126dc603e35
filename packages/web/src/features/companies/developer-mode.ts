import type { CompanyRow, DeveloperColour } from '@platform/core/contracts';

export interface DeveloperState {
  colour: DeveloperColour;
  /** What the colour means, in words, for the icon's accessible name and tooltip. */
  label: string;
}

/**
 * The API developer icon of an agency row (docs/product.md, Billing switches): core gives the colour; this
 * says what it means. Orange has two causes, told apart by whether the developer menu is on.
 */
export function developerState(row: Pick<CompanyRow, 'api_colour' | 'api_mode'>): DeveloperState {
  switch (row.api_colour) {
    case 'orange':
      return {
        colour: 'orange',
        label: row.api_mode === 'T' ? 'API developer mode on, agreement or payment not done' : 'API key generated, developer mode off',
      };
    case 'green':
      return { colour: 'green', label: 'API developer mode on, API key active' };
    case 'blue':
      return { colour: 'blue', label: 'API developer mode on, no API key yet' };
    case 'gray':
      return { colour: 'gray', label: 'API developer mode off' };
  }
}
