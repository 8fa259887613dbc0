import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { throwIfInvalid } from './form-errors.js';
import { listLimit, pageCount, pageOf, pageWindow } from './paging.js';

const bounds = { defaultLimit: 6, maxLimit: 50 };

describe('pages of a list', () => {
  it('skips the pages before the one asked for, with the list default size', () => {
    expect(pageWindow({}, bounds)).toEqual({ page: 1, limit: 6, skip: 0 });
    expect(pageWindow({ page: 3, limit: 10 }, bounds)).toEqual({ page: 3, limit: 10, skip: 20 });
  });

  it.each([
    [{ page: 0 }, 'page must be an integer of at least 1'],
    [{ page: 1.5 }, 'page must be an integer of at least 1'],
    [{ limit: 0 }, 'limit must be an integer from 1 to 50'],
    [{ limit: 51 }, 'limit must be an integer from 1 to 50'],
  ])('refuses %j', (request, message) => {
    expect(() => pageWindow(request, bounds)).toThrow(message);
  });

  it('sizes an unpaged list and counts pages', () => {
    expect(listLimit(null, bounds)).toBe(6);
    expect(() => listLimit(99, bounds)).toThrow(AppError);
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('answers a page with the total and the page count, and a page past the last one empty', () => {
    expect(pageOf(['a', 'b'], 5, pageWindow({ page: 2, limit: 2 }, bounds))).toEqual({
      items: ['a', 'b'],
      total: 5,
      totalPages: 3,
      page: 2,
    });
    expect(pageOf([], 5, pageWindow({ page: 9, limit: 2 }, bounds))).toEqual({
      items: [],
      total: 5,
      totalPages: 3,
      page: 9,
    });
  });
});

describe('refused form fields', () => {
  it('names the first, lists each message once, and passes a valid form', () => {
    expect(() => throwIfInvalid([])).not.toThrow();
    try {
      throwIfInvalid([
        { field: 'title', msg: 'Please fill out all fields' },
        { field: 'address', msg: 'Please fill out all fields' },
        { field: 'cost', msg: 'Cost must be a number' },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).message).toBe('Please fill out all fields');
      expect((error as AppError).details).toEqual({
        errors: [
          { field: 'title', msg: 'Please fill out all fields' },
          { field: 'cost', msg: 'Cost must be a number' },
        ],
      });
    }
  });
});
