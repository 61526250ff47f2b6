import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MSG, ZPasswordResetBody } from '../src';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("checks declared without words answer the product's own sentences", () => {
  it.each([
    [z.object({ name: z.string() }), {}, MSG.valueRequired],
    [z.string(), 5, MSG.valueInvalid],
    [z.number(), 'abc', MSG.numberExpected],
    [z.string().min(1), '', MSG.valueRequired],
    [z.string().min(20), 'short', MSG.minChars(20)],
    [z.string().max(3), 'toolong', MSG.maxChars(3)],
    [z.number().min(2), 1, MSG.numberAtLeast(2)],
    [z.number().int().max(60), 61, MSG.numberAtMost(60)],
    [z.array(z.string()).min(1), [], MSG.atLeastEntries(1)],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], MSG.atMostEntries(2)],
    [z.string().email(), 'not-mail', MSG.invalidEmail],
    [z.string().regex(/^\d+$/), 'x1', MSG.valueInvalid],
    [z.enum(['open', 'closed']), 'maybe', MSG.chooseOffered],
  ] as const)('%#: answers %j', (schema, value, message) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(message);
  });

  it('keeps a message a schema gives itself', () => {
    expect(messageOf(z.string().min(3, 'Three, please'), 'a')).toBe('Three, please');
  });

  it('says a cut-short password reset link is invalid, not how long its token must be', () => {
    const body = { email: 'a@example.com', password: 'abcd1234', password_confirmation: 'abcd1234' };
    expect(messageOf(ZPasswordResetBody, { ...body, token: 'abc' })).toBe(MSG.passwordResetInvalid);
  });
});
