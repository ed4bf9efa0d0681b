import { describe, expect, it } from 'vitest';
import { emptyBool } from './ast';
import type { Condition } from './ast';
import { compileQuery, compileSort } from './compile';
import { entityFor } from './entities';
import type { CompileContext } from './entities';
import { priceSql } from './pricing-sql';
import { SqlParams } from './sql';
import { textTerms } from './product-text';

const prices = priceSql(new Map([[2, 1.24]]), new Date('2026-06-01T12:00:00Z'));
const ctx: CompileContext = { language: 'en', storeId: 4, finalPriceSql: prices.final, originalPriceSql: prices.original };
const bool = (parts: Partial<Extract<Condition, { kind: 'bool' }>>): Condition => ({ ...emptyBool(), ...parts });

describe('search compiler (AST → SQL)', () => {
  it('always applies the product base filter and joins the view language', () => {
    const q = compileQuery(entityFor('product'), { kind: 'all' }, ctx);
    expect(q.from).toBe('product p JOIN product_i18n i ON i.product_id = p.id AND i.language = $1::text');
    expect(q.where).toBe('p.visibility IN (2, 3, 4) AND p.status IN (0, 1)');
    expect(q.params.values).toEqual(['en']);
    expect(q.score).toBe('1');
  });

  it('compiles terms by field type with parameters, never inlined values', () => {
    const q = compileQuery(
      entityFor('product'),
      bool({
        filter: [
          { kind: 'terms', field: 'category_ids', values: [10, '11'] },
          { kind: 'terms', field: 'url_path', values: ['/brakes/pads'] },
          { kind: 'terms', field: 'configurable_children.sku', values: ["WB-500'; DROP TABLE product;--"] },
          { kind: 'terms', field: 'item_class', values: [7] },
          { kind: 'terms', field: 'stock.is_in_stock', values: [true] },
        ],
      }),
      ctx,
    );
    expect(q.where).toContain('p.category_ids && $2::int[]');
    expect(q.where).toContain('i.url_path = ANY($3::text[])');
    expect(q.where).toContain('EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id AND c.sku = ANY($4::text[]))');
    expect(q.where).toContain("((p.attrs->$5::text #>> '{}') = ANY($6::text[])");
    expect(q.where).toContain('(SELECT s.is_in_stock FROM stock s WHERE s.product_id = p.id) = ANY($7::boolean[])');
    expect(q.where).not.toContain('DROP');
    expect(q.params.values).toEqual(['en', [10, 11], ['brakes/pads'], ["WB-500'; DROP TABLE product;--"], 'item_class', ['7'], [true]]);
  });

  it('compiles bool: must_not keeps rows without the field, should with minimum_should_match counts', () => {
    const q = compileQuery(
      entityFor('category'),
      bool({
        mustNot: [{ kind: 'terms', field: 'level', values: [1] }],
        should: [
          { kind: 'terms', field: 'id', values: [1] },
          { kind: 'terms', field: 'id', values: [2] },
          { kind: 'terms', field: 'id', values: [3] },
        ],
        minimumShouldMatch: 2,
      }),
      ctx,
    );
    expect(q.where).toBe(
      '(((COALESCE(c.id = ANY($2::int[]), FALSE)::int + COALESCE(c.id = ANY($3::int[]), FALSE)::int + COALESCE(c.id = ANY($4::int[]), FALSE)::int) >= 2) AND NOT COALESCE(c.level = ANY($5::int[]), FALSE))',
    );
    // A percentage rounds down like Elasticsearch: 50 % of 3 is 1 → any one.
    const half = compileQuery(entityFor('taxrule'), bool({ should: [{ kind: 'terms', field: 'id', values: [1] }, { kind: 'terms', field: 'id', values: [2] }, { kind: 'terms', field: 'id', values: [3] }], minimumShouldMatch: 0.5 }), ctx);
    expect(half.where).toBe('((t.id = ANY($1::int[]) OR t.id = ANY($2::int[]) OR t.id = ANY($3::int[])))');
  });

  it('compiles ranges and exists; price ranges use the final price incl. tax', () => {
    const q = compileQuery(entityFor('product'), bool({ filter: [{ kind: 'range', field: 'price', bounds: { gte: 50, lt: 100 } }, { kind: 'exists', field: 'oe_numbers' }] }), ctx);
    expect(q.where).toContain('p.special_price < p.price');
    expect(q.where).toContain('(CASE p.tax_class_id WHEN 2 THEN 1.24 ELSE 1 END)');
    expect(q.where).toMatch(/>= \$\d+::numeric AND .* < \$\d+::numeric\)/);
    expect(q.where).toContain('cardinality(p.oe_numbers) > 0');
    expect(q.params.values).toEqual(expect.arrayContaining([50, 100, '2026-06-01T12:00:00.000Z']));
  });

  it('restricts CMS types to the view language and answers store_id filters for the view', () => {
    const q = compileQuery(entityFor('cms_page'), bool({ filter: [{ kind: 'terms', field: 'identifier', values: ['privacy'] }, { kind: 'terms', field: 'store_id', values: [4] }] }), ctx);
    expect(q.where).toBe('cp.language = $1::text AND (cp.identifier = ANY($2::text[]) AND $3::int = ANY($4::int[]))');
    expect(q.params.values).toEqual(['en', ['privacy'], 4, [4]]);
  });

  it('compiles product text: normalised identifiers exact or by prefix, words by full text with 35 % to match', () => {
    const q = compileQuery(entityFor('product'), { kind: 'text', text: '04E 115-561 H', fields: [] }, ctx);
    expect(q.hasText).toBe(true);
    expect(q.params.values).toContain('04E115561H');
    expect(q.params.values).toContain('04E115561H%');
    expect(q.params.values).not.toContain('04E%');
    expect(q.where).toContain('p.oe_norm @> ARRAY[');
    expect(q.where).toContain('>= 0.02');
    const words = compileQuery(entityFor('product'), { kind: 'text', text: 'front brake pads ate', fields: [] }, ctx, { corrections: new Map([['ate', ['ata']]]) });
    expect(words.params.values).toEqual(expect.arrayContaining(['front:*', 'brake:*', 'pads:*', 'ate:*', 'ata']));
    // Each word as a prefix of a stem in the view's language and of a word as written; a correction as written.
    expect(words.where).toMatch(/to_tsquery\(shop_ts_config\(\$\d+::text\), (\$\d+)::text\) \|\| to_tsquery\('simple', \1::text\)/);
    // 35 % of 4 words: 2 must match.
    expect(words.where).toMatch(/\) >= 2\)/);
    expect(words.score).toContain("ts_rank('{0.25, 0.25, 1, 1}'::float4[]");
  });

  it('splits text into words and identifier candidates (short fragments are no identifiers)', () => {
    expect(textTerms('04E 115-561 H')).toEqual({
      ids: ['04E115561H', '115561'],
      words: [
        { raw: '04e', lexeme: '04e', typo: false },
        { raw: '115-561', lexeme: '115561', typo: false },
      ],
    });
    expect(textTerms('brak pads')).toEqual({ ids: [], words: [{ raw: 'brak', lexeme: 'brak', typo: true }, { raw: 'pads', lexeme: 'pads', typo: true }] });
  });

  it('other types search text with a contains match on their text columns', () => {
    const q = compileQuery(entityFor('cms_block'), { kind: 'text', text: '50%_off', fields: [] }, ctx);
    expect(q.where).toBe('cb.language = $1::text AND (cb.identifier ILIKE $2::text OR cb.title ILIKE $2::text)');
    expect(q.params.values[1]).toBe('%50\\%\\_off%');
  });

  it('refuses unknown fields and unsortable sorts with a 400; sorts by relevance when there is text', () => {
    expect(() => compileQuery(entityFor('taxrule'), { kind: 'terms', field: 'colour', values: [1] }, ctx)).toThrow("Unknown field 'colour' for entity type taxrule");
    expect(() => compileQuery(entityFor('product'), { kind: 'range', field: 'category_ids', bounds: { gt: 1 } }, ctx)).toThrow("Field 'category_ids' does not support range filters");
    const params = new SqlParams();
    expect(() => compileSort(entityFor('product'), [{ field: 'color', order: 'asc' }], ctx, params, false)).toThrow("Unknown sort field 'color' for entity type product");
    expect(compileSort(entityFor('product'), [], ctx, params, true)).toBe('score DESC, p.id ASC');
    expect(compileSort(entityFor('category'), [{ field: 'position', order: 'asc' }], ctx, params, false)).toBe('c.position ASC NULLS LAST, c.id ASC');
    expect(() => entityFor('order')).toThrow('No entity type registered for order.');
  });
});
