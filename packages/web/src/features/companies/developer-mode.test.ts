import { describe, expect, it } from 'vitest';
import { developerState } from './developer-mode';

describe('the API developer icon says in words what its colour means', () => {
  it.each([
    ['orange', 'T', 'API developer mode on, agreement or payment not done'],
    ['orange', 'F', 'API key generated, developer mode off'],
    ['green', 'T', 'API developer mode on, API key active'],
    ['blue', 'T', 'API developer mode on, no API key yet'],
    ['gray', 'F', 'API developer mode off'],
  ] as const)('%s with the developer menu %s', (api_colour, api_mode, label) => {
    expect(developerState({ api_colour, api_mode })).toEqual({ colour: api_colour, label });
  });
});
