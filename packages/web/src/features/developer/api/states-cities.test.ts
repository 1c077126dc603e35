import { describe, expect, it } from 'vitest';
import { statesCitiesCsv } from './states-cities';

describe('The state and city list downloads as one CSV row per city', () => {
  it('lists every state\'s cities in the states\' order, quoting what needs it', async () => {
    const csv = await statesCitiesCsv(
      {
        states: async () => ({ states: [{ code: 'TX', name: 'Texas' }, { code: 'DC', name: 'District of Columbia' }] }),
        cities: async (state) => (state === 'TX' ? { state, cities: ['Austin', 'Dallas'] } : { state, cities: ['Washington, D.C.'] }),
      },
      1,
    );
    expect(csv).toBe('state_code,state_name,city\r\nTX,Texas,Austin\r\nTX,Texas,Dallas\r\nDC,District of Columbia,"Washington, D.C."\r\n');
  });
});
