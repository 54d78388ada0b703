/**
 * Generated bad values for a field, from its JSON schema in the OpenAPI document: out-of-range
 * numbers, impossible dates, control characters, huge strings and wrong types. Body fields get
 * JSON values; path and query parameters get the text of the URL (encoded when the URL is built).
 */
import fc from 'fast-check';

/** The part of JSON Schema the app's OpenAPI document uses. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

type Kind =
  | { kind: 'integer' }
  | { kind: 'number-enum'; values: number[] }
  | { kind: 'boolean' }
  | { kind: 'string-enum'; values: string[] }
  | { kind: 'date' }
  | { kind: 'patterned'; pattern: RegExp }
  | { kind: 'text' }
  | { kind: 'array'; items: JsonSchema; minItems: number; maxItems: number | undefined }
  | { kind: 'object' };

/** A pattern a day (YYYY-MM-DD) matches: the schema is a date's. */
const isDatePattern = (pattern: string) => {
  const regex = new RegExp(pattern);
  return regex.test('2000-01-01') && !regex.test('2000-01-0') && !regex.test('x2000-01-01');
};

/** What a schema describes; anyOf of enums (a number union, "one status or several") is one enum. */
export function kindOf(schema: JsonSchema): Kind {
  if (schema.anyOf) {
    const values = schema.anyOf.flatMap((option) => option.enum ?? option.items?.enum ?? []);
    if (values.length === 0) throw new Error(`an anyOf without enums: ${JSON.stringify(schema)}`);
    return values.every((value) => typeof value === 'number')
      ? { kind: 'number-enum', values: values as number[] }
      : { kind: 'string-enum', values: values.map(String) };
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.enum ? { kind: 'number-enum', values: schema.enum as number[] } : { kind: 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'string':
      if (schema.enum) return { kind: 'string-enum', values: schema.enum.map(String) };
      if (schema.pattern && isDatePattern(schema.pattern)) return { kind: 'date' };
      if (schema.pattern) return { kind: 'patterned', pattern: new RegExp(schema.pattern) };
      return { kind: 'text' };
    case 'array':
      if (!schema.items) throw new Error(`an array without items: ${JSON.stringify(schema)}`);
      return { kind: 'array', items: schema.items, minItems: schema.minItems ?? 0, maxItems: schema.maxItems };
    case 'object':
      return { kind: 'object' };
    default:
      throw new Error(`a schema the bad-input test does not know: ${JSON.stringify(schema)}`);
  }
}

/** A valid value for a schema, where the schema alone can tell one (ids default to 1). */
export function exampleOf(schema: JsonSchema): unknown {
  const kind = kindOf(schema);
  switch (kind.kind) {
    case 'integer':
      return 1;
    case 'number-enum':
      return kind.values[0];
    case 'boolean':
      return true;
    case 'string-enum':
      return kind.values[0];
    case 'date':
      return '2000-01-01';
    case 'patterned':
      if (kind.pattern.test('123456789012')) return '123456789012';
      // A season label ('2025-2026').
      if (kind.pattern.test('2025-2026')) return '2025-2026';
      // A UUID (a client's idempotency key).
      if (kind.pattern.test('3b241101-e2bb-4255-8caf-4136c566a962')) return '3b241101-e2bb-4255-8caf-4136c566a962';
      throw new Error(`no example for the pattern ${kind.pattern}`);
    case 'text':
      return 'Valid text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    case 'array':
      return kind.minItems > 0 ? [exampleOf(kind.items)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]),
      );
  }
}

// ---------------------------------------------------------------------------------------------
// The values
// ---------------------------------------------------------------------------------------------

/** Past the 32-bit integer columns, up to and past JavaScript's safe integers. */
const HUGE_INTEGERS = [2_147_483_648, 9_007_199_254_740_991, 9_007_199_254_740_992, 1e21, 1e308];
/** Match the date pattern but are not calendar dates, or are far outside any sensible bound. */
const IMPOSSIBLE_DATES = ['2026-02-31', '2026-13-45', '0000-00-00', '2025-02-29', '2026-00-10', '9999-12-31'];
/** C0 controls other than tab and line breaks, DEL and C1 controls. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009b',
];
/** Longer than any field's limit, yet within the request body limit. */
const hugeText = fc.integer({ min: 20_000, max: 200_000 }).map((length) => 'x'.repeat(length));

const integerPastRange = fc.oneof(
  fc.constantFrom(...HUGE_INTEGERS),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);
const integerNotPositive = fc.oneof(fc.constantFrom(0, -1, -2_147_483_649), fc.integer({ min: -(2 ** 53), max: 0 }));
const notInteger = fc
  .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
  .filter((n) => !Number.isInteger(n));
const impossibleDate = fc.oneof(
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${m}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${d}`),
);
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** JSON values of another type than the schema's (null only where the field is not nullable). */
function wrongTypes(schema: JsonSchema, kind: Kind): fc.Arbitrary<unknown> {
  const others: unknown[] = [];
  if (kind.kind !== 'integer' && kind.kind !== 'number-enum') others.push(42);
  if (kind.kind !== 'boolean') others.push(true);
  if (kind.kind === 'integer' || kind.kind === 'number-enum' || kind.kind === 'boolean') others.push('1', 'true');
  if (kind.kind !== 'array') others.push([], ['a']);
  if (kind.kind !== 'object') others.push({}, { value: 1 });
  if (!schema.nullable) others.push(null);
  return fc.constantFrom(...others);
}

/** The first few values every field of a kind is tried with, before the generated ones. */
export function classicBadValues(schema: JsonSchema): unknown[] {
  const kind = kindOf(schema);
  switch (kind.kind) {
    case 'integer':
      return [2_147_483_648, 9_007_199_254_740_991];
    case 'date':
      // A past day that does not exist gets past "not in the future" rules to the database.
      return ['2015-02-30', '2026-02-31', '9999-12-31'];
    case 'text':
    case 'patterned':
      return ['abc\u0000def', 'x'.repeat(100_000)];
    default:
      return [];
  }
}

/** Bad JSON values for a body field. */
export function badJsonValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const kind = kindOf(schema);
  const wrong = wrongTypes(schema, kind);
  switch (kind.kind) {
    case 'integer':
      return fc.oneof(integerPastRange, integerNotPositive, notInteger, wrong);
    case 'number-enum':
      return fc.oneof(
        fc.integer({ min: -1000, max: 1000 }).filter((n) => !kind.values.includes(n)),
        integerPastRange,
        notInteger,
        wrong,
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom('yes', 'false', 0, 1), wrong);
    case 'string-enum':
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !kind.values.includes(s) && s.trim() !== ''),
        fc.constantFrom(...kind.values).map((value) => `${value.toUpperCase()}\u0000`),
        hugeText,
        wrong,
      );
    case 'date':
      return fc.oneof(
        impossibleDate,
        withControlCharacter,
        fc.constantFrom('2026-2-3', '31/12/2026', '2026-01-01T00:00:00Z'),
        wrong,
      );
    case 'patterned':
      return fc.oneof(
        withControlCharacter,
        hugeText,
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !kind.pattern.test(s) && s.trim() !== ''),
        wrong,
      );
    case 'text':
      return fc.oneof(withControlCharacter, hugeText, wrong);
    case 'array': {
      const item = exampleOf(kind.items);
      const tooMany = fc.constant(Array.from({ length: (kind.maxItems ?? 999) + 1 }, () => item));
      return fc.oneof(
        badJsonValue(kind.items).map((bad) => [bad]),
        tooMany,
        ...(kind.minItems > 0 ? [fc.constant([])] : []),
        wrong,
      );
    }
    case 'object':
      return wrong;
  }
}

/** A positive whole number a coercing parser could read as an id within range: not a bad value. */
function readsAsValidId(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n > 0 && n < 2 ** 31;
}

const badIdText = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '9007199254740991',
    '9007199254740992',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e400',
  ),
  fc.constantFrom('abc', '\u0000', '1\u0000', ' ', '１', '..', 'null', '[]'),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }).map(String),
  fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !readsAsValidId(s)),
);

/** Bad text for a path or query parameter: `string[]` repeats a query parameter. */
export function badParameterText(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  const kind = kindOf(schema);
  switch (kind.kind) {
    case 'integer':
      return badIdText;
    case 'number-enum':
    case 'string-enum':
    case 'boolean': {
      const values = 'values' in kind ? kind.values.map(String) : ['true', 'false'];
      return fc.oneof(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !values.includes(s) && !readsAsValidId(s)),
        fc.constantFrom(...values).map((value) => `${value.toUpperCase()}\u0000`),
        fc.constant(values.slice(0, 1).concat('x')),
      );
    }
    case 'date':
      return fc.oneof(impossibleDate, withControlCharacter);
    case 'text':
    case 'patterned':
      return fc.oneof(withControlCharacter, hugeText, fc.constant<string[]>(['ab', 'cd']));
    case 'array':
    case 'object':
      throw new Error(`a ${kind.kind} as a URL parameter: ${JSON.stringify(schema)}`);
  }
}

/** The first few texts every parameter of a kind is tried with. */
export function classicBadParameterTexts(schema: JsonSchema): string[] {
  const kind = kindOf(schema);
  if (kind.kind === 'integer') return ['2147483648', '9007199254740991'];
  if (kind.kind === 'date') return ['2015-02-30', '9999-12-31'];
  if (kind.kind === 'text' || kind.kind === 'patterned') return ['abc\u0000def'];
  return [];
}
