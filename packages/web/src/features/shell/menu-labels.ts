import type { MenuItem } from '@platform/core/contracts';
import type { Translate } from '../../lib/i18n/translate';
import { isMessageKey } from '../../lib/i18n/translate';

const MODULE_KEYS = new Set(['local', 'locator', 'enhance', 'b2b']);

/**
 * A menu item's words in the interface language. Module entries carry the tenant's own module
 * names (Site ID, Search ID, ...), which are names, not words, so they are shown as given; every
 * other entry is translated by core's item key, falling back to core's English label.
 */
export function menuLabel(t: Translate, item: Pick<MenuItem, 'key' | 'label'>): string {
  if (MODULE_KEYS.has(item.key)) return item.label;
  if (/-dashboard$/.test(item.key) && MODULE_KEYS.has(item.key.replace(/-dashboard$/, ''))) return t('menu.module-dashboard');
  if (/-campaigns$/.test(item.key) && MODULE_KEYS.has(item.key.replace(/-campaigns$/, ''))) return t('menu.module-campaigns');
  const key = `menu.${item.key}`;
  return isMessageKey(key) ? t(key) : item.label;
}
