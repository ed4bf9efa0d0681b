import type { Queryable } from '../storage/port';
import { MAX_EDITS, textTerms } from './product-text';
import type { Corrections } from './product-text';

/** One "did you mean" entry per query word, in Elasticsearch's term-suggester shape. */
export interface SuggestEntry {
  text: string;
  offset: number;
  length: number;
  options: { text: string; score: number; freq: number }[];
}

/** Levenshtein distance (the spec's fuzziness counts edits). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, n) => n);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Candidate names per word; trigram similarity finds them, the edit distance decides. */
const CANDIDATE_NAMES = 50;
const CANDIDATE_THRESHOLD = '0.3';
const OPTIONS_PER_WORD = 3;
/** Words of one search corrected for typos at most (issue 18: a long query of typos cost 2 s); the rest match as typed. */
export const MAX_TYPO_WORDS = 4;

/** Typo corrections of a query's words and the matching "did you mean" entries. */
export interface Typos {
  corrections: Corrections;
  suggest: SuggestEntry[];
}

/**
 * For each query word of letters (3+), the words of product names in the view's language at most 2 edits
 * away, closest first, then most frequent. A word the catalogue already has gets no corrections. Only the
 * first MAX_TYPO_WORDS such words are looked up.
 * The candidate names come from pg_trgm (`<%` with a low threshold set for this transaction only).
 */
export async function findTypos(db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, text: string, language: string): Promise<Typos> {
  const words = textTerms(text).words.filter((w) => w.typo).slice(0, MAX_TYPO_WORDS);
  if (!words.length) return { corrections: new Map(), suggest: [] };
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)", [CANDIDATE_THRESHOLD]);
    const corrections = new Map<string, string[]>();
    const suggest: SuggestEntry[] = [];
    const lower = text.toLowerCase();
    let cursor = 0;
    for (const word of words) {
      const offset = Math.max(lower.indexOf(word.raw, cursor), 0);
      cursor = offset + word.raw.length;
      const { rows } = await tx.query<{ name: string }>(
        'SELECT i.name FROM product_i18n i WHERE i.language = $1 AND $2 <% i.name ORDER BY word_similarity($2, i.name) DESC, i.product_id LIMIT ' + CANDIDATE_NAMES,
        [language, word.lexeme],
      );
      const freq = new Map<string, number>();
      for (const { name } of rows) for (const token of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (token.length >= 2) freq.set(token, (freq.get(token) ?? 0) + 1);
      const known = [...freq.keys()].some((token) => token.startsWith(word.lexeme));
      const options = known
        ? []
        : [...freq]
            .map(([candidate, count]) => ({ text: candidate, distance: editDistance(word.lexeme, candidate), freq: count }))
            .filter((o) => o.distance > 0 && o.distance <= MAX_EDITS)
            .sort((a, b) => a.distance - b.distance || b.freq - a.freq || a.text.localeCompare(b.text))
            .slice(0, OPTIONS_PER_WORD);
      if (options.length) corrections.set(word.lexeme, options.map((o) => o.text));
      suggest.push({
        text: word.raw,
        offset,
        length: word.raw.length,
        options: options.map((o) => ({ text: o.text, score: Math.round((1 - o.distance / Math.max(word.lexeme.length, o.text.length)) * 1000) / 1000, freq: o.freq })),
      });
    }
    return { corrections, suggest };
  });
}
