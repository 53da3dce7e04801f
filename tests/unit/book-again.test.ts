import { describe, expect, it } from 'vitest';
import { bookAgainPath, readBookAgain } from '../../src/lib/booking/book-again';

describe('Book again addresses (issue 34)', () => {
  it('names the service and doctor in the booking address and reads them back', () => {
    const path = bookAgainPath({ serviceId: 3, doctorId: 12 });
    expect(path).toBe('/book-appointment?service=3&doctor=12');
    expect(readBookAgain(path.slice(path.indexOf('?')))).toEqual({ serviceId: 3, doctorId: 12, mode: undefined });
    expect(bookAgainPath({ serviceId: 3 })).toBe('/book-appointment?service=3');
    expect(bookAgainPath({})).toBe('/book-appointment');
  });

  it.each(['?service=abc&doctor=-4', '?service=0&doctor=1.5', '?service=%20&doctor=9999999999', '', '?doctor=&service='])(
    'ignores ids that are not positive whole numbers: %s',
    (search) => {
      expect(readBookAgain(search)).toEqual({ serviceId: undefined, doctorId: undefined, mode: undefined });
    },
  );

  it('carries the way of consulting too (issue 45); a mode the clinic has not is ignored', () => {
    const path = bookAgainPath({ serviceId: 3, doctorId: 12, mode: 'in_person' });
    expect(path).toBe('/book-appointment?service=3&doctor=12&mode=in_person');
    expect(readBookAgain(path.slice(path.indexOf('?')))).toEqual({ serviceId: 3, doctorId: 12, mode: 'in_person' });
    expect(readBookAgain('?service=3&mode=teleport').mode).toBeUndefined();
  });
});
