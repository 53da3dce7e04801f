import fc from 'fast-check';

export type FieldKind = 'text' | 'optionalText' | 'email' | 'number' | 'id' | 'boolean' | 'enum';

/** How one field of a write route's body may be broken so that the request must be refused. */
export interface FieldSpec {
  kind: FieldKind;
  /** Longest accepted text, for 'text' fields. */
  max?: number;
  /** The field may be left out (it has a default). */
  optional?: boolean;
}

// Finite doubles only: JSON turns NaN and Infinity into null, which an optional field accepts.
const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const notANumber = fc.oneof(
  fc.constantFrom('abc', '', '1e999', 'NaN', '12abc'),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 2, maxLength: 3 }),
  fc.dictionary(fc.string(), fc.integer(), { minKeys: 1, maxKeys: 2 }),
);
/** Text the database cannot store or a log would garble: control characters and lone UTF-16 halves. */
export const unsafeText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\ud800', '\udfff', '\ud83d'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `x${before}${bad}${after}`)
  // A generated neighbour may complete the surrogate pair into a real character.
  // eslint-disable-next-line no-control-regex -- the generated text must hold a control character
  .filter((value) => !value.isWellFormed() || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value));
const badId = fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true, noNaN: true }), notANumber);

/** A value that the field's rules refuse, whatever the rest of the body. */
export function brokenValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'text':
      return fc.oneof(notAString, fc.constant(null), fc.constantFrom('', '   '), fc.constant('x'.repeat((spec.max ?? 5000) + 1)), unsafeText);
    case 'optionalText':
      return fc.oneof(notAString, unsafeText);
    case 'email':
      return fc.oneof(notAString, fc.constantFrom('', 'no-at-sign', 'a@b', 'a@b.c', 'a b@c.de', '@example.com', 'a\u0000@example.com'));
    case 'number':
      return fc.oneof(notANumber, fc.integer({ max: -1 }), fc.constant(Number.MAX_SAFE_INTEGER));
    case 'id':
      return badId;
    case 'boolean':
      return fc.oneof(fc.integer(), fc.constantFrom('yes', 'true', ''), fc.array(fc.boolean(), { maxLength: 2 }));
    case 'enum':
      return fc.oneof(notAString, fc.constantFrom('', 'unknown', 'PENDING ', '<script>'));
  }
}

/** Bodies that are not a JSON object at all, or not JSON. */
export const notAnObjectBody = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"name": "x",}', "{'a': 1}", '\u0000', ''),
  fc
    .jsonValue()
    .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
);

/** A valid body with one required field broken or removed. */
export function brokenBody(valid: Record<string, unknown>, fields: Record<string, FieldSpec>) {
  const names = Object.keys(fields);
  return fc.constantFrom(...names).chain((name) =>
    fc.oneof(
      brokenValue(fields[name]!).map((value) => JSON.stringify({ ...valid, [name]: value })),
      ...(fields[name]!.kind === 'optionalText' || fields[name]!.optional ? [] : [fc.constant(JSON.stringify({ ...valid, [name]: undefined }))]),
    ),
  );
}
