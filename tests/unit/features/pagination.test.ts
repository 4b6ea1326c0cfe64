import { pageWindow } from '../../../src/features/jobs/pagination';

test('page links: the first, the last and two around the current page, gaps marked', () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
  expect(pageWindow(1, 80)).toEqual([1, 2, 3, null, 80]);
  expect(pageWindow(40, 80)).toEqual([1, null, 38, 39, 40, 41, 42, null, 80]);
  expect(pageWindow(80, 80)).toEqual([1, null, 78, 79, 80]);
  expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});
