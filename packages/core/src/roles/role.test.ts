import { describe, expect, it } from 'vitest';
import { permissionsOf, permits, type RoleModules } from './role.contract.js';

const all = { enable: 'T', create: 'T', update: 'T', delete: 'T' } as const;
const none = { enable: 'F', create: 'T', update: 'T', delete: 'T' } as const;

describe('a module role other than F grants enable, create, update, delete per module', () => {
  it('maps modules to the menu names and the settings flags that gate Save and delete', () => {
    const modules: RoleModules = { adsDesign: none, campaign: all, leadsPeek: all, settings: { enable: 'T', create: 'F', update: 'T', delete: 'F' } };
    expect(permissionsOf(modules)).toMatchObject({
      menuAdsDesign: 'F',
      menuAdsDesign_create: 'F',
      menuCampaign: 'T',
      menuLeadsPeek_delete: 'T',
      settingMenuShow: 'T',
      settingMenuShow_create: 'F',
      settingMenuShow_update: 'T',
      settingMenuShow_delete: 'F',
    });
  });

  it('a null permission set allows everything', () => {
    expect(permits(null, 'settingMenuShow_delete')).toBe(true);
    expect(permits({ settingMenuShow_delete: 'F' }, 'settingMenuShow_delete')).toBe(false);
    expect(permits({ settingMenuShow_delete: 'T' }, 'settingMenuShow_delete')).toBe(true);
  });
});
