import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citiesJson, statesModule } from './build-us-places.js';
import { citiesOf } from './cities.js';
import { usPlacesFrom, usPlacesFromPackage } from './us-places-source.js';
import { isState, listStates, US_STATE_CODES } from './us-states.js';

const read = (f: string) => readFileSync(new URL(f, import.meta.url), 'utf8');

describe('the states are the 50 states and DC, from the data package', () => {
  it('lists 51 states by name, Texas as { code: TX, name: Texas }', () => {
    const states = listStates();
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
    expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(US_STATE_CODES).size).toBe(51);
  });

  it('knows DC and leaves out the territories', () => {
    expect(isState('DC')).toBe(true);
    for (const t of ['PR', 'GU', 'VI', 'AS', 'MP', 'tx', 'XX', '']) expect(isState(t), t).toBe(false);
  });
});

describe("a state's cities are unique, sorted and current", () => {
  it('Texas lists Austin, Houston and Dallas, in order, without repeats', async () => {
    const { state, cities } = await citiesOf('tx');
    expect(state).toBe('TX');
    expect(cities).toEqual(expect.arrayContaining(['Austin', 'Houston', 'Dallas']));
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('every state has cities, and none is a place marked historical', { timeout: 30_000 }, async () => {
    for (const code of US_STATE_CODES) {
      const { cities } = await citiesOf(code);
      expect(cities.length, code).toBeGreaterThan(10);
      expect(cities.filter((c) => /historical/i.test(c)), code).toEqual([]);
    }
  });

  it('an unknown code is a not-found error that names the code', async () => {
    await expect(citiesOf('ZZ')).rejects.toMatchObject({ kind: 'not_found', message: expect.stringContaining('"ZZ"') });
  });

  it('the same name twice in a state (two places called Springfield) is listed once', () => {
    const built = usPlacesFrom(
      [
        { name: 'Springfield', country: 'US', admin1: 'IL' },
        { name: 'Springfield ', country: 'US', admin1: 'IL' },
        { name: 'Alton North (historical)', country: 'US', admin1: 'IL' },
        { name: 'Aurora', country: 'US', admin1: 'IL' },
        { name: 'Lyon', country: 'FR', admin1: 'IL' },
      ],
      [{ code: 'US.IL', name: 'Illinois' }, { code: 'FR.84', name: 'Auvergne-Rhône-Alpes' }],
    );
    expect(built).toEqual({ states: [{ code: 'IL', name: 'Illinois' }], cities: { IL: ['Aurora', 'Springfield'] } });
  });
});

describe('the generated files are what the installed package gives (run `npm run geo:build` after upgrading it)', () => {
  // Reads the whole 19 MB package: seconds on a busy machine.
  it('matches the package', { timeout: 30_000 }, () => {
    const places = usPlacesFromPackage();
    expect(read('./us-states.generated.ts')).toBe(statesModule(places));
    expect(read('./us-cities.generated.json')).toBe(citiesJson(places));
  });
});
