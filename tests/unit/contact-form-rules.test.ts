import { describe, expect, it } from 'vitest';
import { firstContactFormError } from '../../src/lib/validation/contact-query';
import { contactMessages as m } from '../../src/lib/validation/messages';

const valid = { name: 'Ritu', email: 'ritu@example.com', subject: 'General Inquiry', message: 'Hello', mobile: '' };

describe('firstContactFormError (SPEC §5 order)', () => {
  it.each([
    [{}, null],
    [{ name: '  ' }, m.nameRequired],
    [{ name: '', email: '' }, m.nameRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: '', subject: '' }, m.emailRequired],
    [{ subject: ' ' }, m.subjectRequired],
    [{ message: '' }, m.messageRequired],
    [{ message: '', email: 'bad' }, m.messageRequired],
    [{ email: 'bad' }, m.emailInvalid],
    [{ email: 'a@b' }, m.emailInvalid],
    [{ email: 'a@b.c' }, m.emailInvalid],
    [{ email: 'a b@c.com' }, m.emailInvalid],
    [{ email: 'a@b.co' }, null],
    [{ mobile: '12345' }, m.mobileInvalid],
    [{ mobile: '(987) 654-3210' }, null],
    [{ mobile: '+91 98765 43210' }, m.mobileInvalid],
    [{ mobile: null }, null],
  ])('%j gives %s', (change, expected) => {
    expect(firstContactFormError({ ...valid, ...change })).toBe(expected);
  });
});
