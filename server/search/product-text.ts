import type { SqlParams } from './sql';
import { likeEscape, normId } from './sql';

/** Spec: minimum score 0.02, minimum should match 35 %, field boosts. */
export const MIN_SCORE = 0.02;
export const MIN_SHOULD_MATCH = 0.35;
export const BOOSTS = { name: 4, ean: 4, oe_numbers: 3, oem_numbers: 3, sku: 2, category: 1 } as const;
/** Spec: fuzziness 2 (edits). */
export const MAX_EDITS = 2;

/** The words and identifier candidates of a product text query. */
export interface TextTerms {
  /** Words for full text (letters and digits only, lower case), matched as prefixes. */
  words: { raw: string; lexeme: string; typo: boolean }[];
  /** Normalised identifier candidates (SKU, EAN, OE, OEM): exact or prefix, never fuzzy. */
  ids: string[];
}

/**
 * Splits a query into words and identifier candidates. The whole query, normalised, is an identifier
 * candidate when it holds a digit ("04E 115-561 H" → 04E115561H); so is every token of 6+ characters with
 * a digit. Short fragments ("04E") are not, so they cannot widen an identifier search by prefix.
 * Words with digits take part in full text but are never corrected for typos.
 */
export function textTerms(text: string): TextTerms {
  const tokens = text.split(/\s+/).filter(Boolean);
  const ids = new Set<string>();
  const whole = normId(text);
  if (/\d/.test(whole) && whole.length >= 4) ids.add(whole);
  for (const token of tokens) {
    const id = normId(token);
    if (/\d/.test(id) && id.length >= 6) ids.add(id);
  }
  const words = tokens
    .map((raw) => ({ raw: raw.toLowerCase(), lexeme: raw.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') }))
    .filter((w) => w.lexeme.length >= 2)
    .map((w) => ({ ...w, typo: !/\d/.test(w.lexeme) && w.lexeme.length >= 3 }));
  return { words, ids: [...ids] };
}

/**
 * Whether the whole query reads as a part number ("04E 115-561 H", "4006633000017"): then the shop first
 * looks for it among SKU, EAN, OE and OEM numbers alone, and only without a hit among words too.
 */
export function isPartNumber(text: string): boolean {
  return textTerms(text).ids.includes(normId(text));
}

/** SQL of a product text query: the match condition (with the minimum score) and the score. */
export interface TextSql {
  match: string;
  score: string;
}

/** Words within 2 edits of a query word that the catalogue knows (the typo fallback), by lexeme. */
export type Corrections = ReadonlyMap<string, readonly string[]>;

/**
 * Compiles product text search against product p and product_i18n i. Candidates come from indexes only
 * (identifiers: SKU/EAN by btree prefix, OE/OEM exact or by prefix through product_number's btree,
 * a child's SKU; words: the full-text GIN index), so large catalogues never scan; each
 * candidate is then checked: an identifier hit, or at least 35 % of the words (a word may also match
 * through its typo corrections). A word matches as a prefix of a stem in the view's language or of a word
 * as written, so inflected forms find each other and search as you type never goes empty mid-word. Score: name 4 and category names 1 (ts_rank weights A and D), EAN 4,
 * OE 3, OEM 3, SKU 2 (a prefix hit half). Rows under the minimum score 0.02 do not match.
 */
export function compileProductText(text: string, language: string, params: SqlParams, corrections: Corrections = new Map(), identifiersOnly = false): TextSql {
  const terms = textTerms(text);
  const { ids } = terms;
  const words = identifiersOnly ? [] : terms.words;
  const candidates: string[] = [];
  const checks: string[] = [];
  let wordMatch: string | undefined;
  const scores: string[] = [];
  for (const id of ids) {
    const exact = `${params.p(id)}::text`;
    const prefix = `${params.p(`${likeEscape(id)}%`)}::text`;
    const inList = `${params.p(`% ${likeEscape(id)}%`)}::text`;
    candidates.push(
      `SELECT id FROM product WHERE sku_norm LIKE ${prefix}`,
      `SELECT id FROM product WHERE ean_norm LIKE ${prefix}`,
      // OE and OEM numbers starting with the identifier: one btree range over product_number (ADR 0079).
      `SELECT product_id FROM product_number WHERE number LIKE ${prefix}`,
      `SELECT parent_id FROM product WHERE sku_norm = ${exact} AND parent_id IS NOT NULL`,
    );
    checks.push(
      `p.sku_norm LIKE ${prefix}`,
      `p.ean_norm LIKE ${prefix}`,
      `shop_id_list(p.oe_norm) LIKE ${inList}`,
      `shop_id_list(p.oem_norm) LIKE ${inList}`,
      `EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id AND c.sku_norm = ${exact})`,
    );
    const hit = (exactSql: string, prefixSql: string, boost: number) => `(CASE WHEN ${exactSql} THEN ${boost} WHEN ${prefixSql} THEN ${boost / 2} ELSE 0 END)`;
    scores.push(
      hit(`p.ean_norm = ${exact}`, `p.ean_norm LIKE ${prefix}`, BOOSTS.ean),
      hit(`p.oe_norm @> ARRAY[${exact}]`, `shop_id_list(p.oe_norm) LIKE ${inList}`, BOOSTS.oe_numbers),
      hit(`p.oem_norm @> ARRAY[${exact}]`, `shop_id_list(p.oem_norm) LIKE ${inList}`, BOOSTS.oem_numbers),
      hit(`p.sku_norm = ${exact}`, `p.sku_norm LIKE ${prefix}`, BOOSTS.sku),
    );
  }
  if (words.length) {
    const config = `shop_ts_config(${params.p(language)}::text)`;
    // One tsquery per word (lexemes are letters and digits only, so safe inside to_tsquery syntax). A
    // word matches as a prefix of a stem in the view's language (inflected forms: "piduriketaste" finds
    // "Pidurikettad") or of a word as written ('simple' lexemes): a stemmer maps whole words, so the
    // word still being typed ("piduriklots") may have no stem in common with the word it will become
    // ("piduriklotsid" → 'piduriklot'). A typo correction matches the catalogue's word as written.
    const alternatives = words.map((w) => {
      const prefix = `${params.p(`${w.lexeme}:*`)}::text`;
      const own = `to_tsquery(${config}, ${prefix}) || to_tsquery('simple', ${prefix})`;
      const fixes = corrections.get(w.lexeme) ?? [];
      return `(${own}${fixes.length ? ` || to_tsquery('simple', ${params.p(fixes.join(' | '))}::text)` : ''})`;
    });
    const anyWord = `(${alternatives.join(' || ')})`;
    wordMatch = `i.search @@ ${anyWord}`;
    // (Every placeholder must appear in the SQL: the candidate set is only built beside identifiers.)
    if (ids.length) candidates.push(`SELECT product_id FROM product_i18n WHERE language = ${params.p(language)}::text AND search @@ ${anyWord}`);
    const needed = Math.max(1, Math.ceil(words.length * MIN_SHOULD_MATCH));
    checks.push(needed === 1 ? `i.search @@ ${anyWord}` : `((${alternatives.map((alt) => `(i.search @@ ${alt})::int`).join(' + ')}) >= ${needed})`);
    // ts_rank weights are {D, C, B, A}: the name (stems A, words B) counts 1, category names (C, D) 0.25.
    scores.push(`(${BOOSTS.name} * ts_rank('{0.25, 0.25, 1, 1}'::float4[], i.search, ${anyWord}))`);
  }
  const score = `(${scores.join(' + ')})`;
  if (!ids.length && wordMatch) {
    // Words only: the joined text row answers directly through the GIN index (no candidate set to join
    // back: that second pass over product_i18n took a third of a broad search's time).
    return { match: `(${wordMatch} AND ${checks.join(' OR ')} AND ${score} >= ${MIN_SCORE})`, score };
  }
  if (!candidates.length) return { match: 'FALSE', score: '0' };
  return { match: `(p.id IN (${candidates.join(' UNION ')}) AND (${checks.join(' OR ')}) AND ${score} >= ${MIN_SCORE})`, score };
}
