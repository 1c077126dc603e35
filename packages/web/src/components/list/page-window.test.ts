import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('the pagination shows five page numbers around the current page', () => {
  it.each([
    [1, 51, [1, 2, 3, 4, 5]],
    [2, 51, [1, 2, 3, 4, 5]],
    [3, 51, [1, 2, 3, 4, 5]],
    [4, 51, [2, 3, 4, 5, 6]],
    [50, 51, [47, 48, 49, 50, 51]],
    [51, 51, [47, 48, 49, 50, 51]],
    [1, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, [1]],
  ])('page %i of %i', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});
