import { storeViews } from '../../../src/app/store-views';
import type { GeneratorContext } from './context';
import type { ProductBundle } from './rows';

const REVIEWS: readonly { title: string; detail: string; nickname: string; value: number; store: string }[] = [
  { title: 'Sobis ideaalselt', detail: 'Tellisin esmaspäeval, kolmapäeval oli kohal. Sobis täpselt.', nickname: 'Margus', value: 5, store: 'est' },
  { title: 'Hea hinnaga', detail: 'Kvaliteet on hea, pakend korralik.', nickname: 'Kadri', value: 4, store: 'est' },
  { title: 'Отличная деталь', detail: 'Подошла идеально, доставка быстрая.', nickname: 'Андрей', value: 5, store: 'rus' },
  { title: 'Fits as described', detail: 'Checked the OE number first, fitted in twenty minutes.', nickname: 'John', value: 5, store: 'eng' },
  { title: 'Good value', detail: 'Does the job. Delivery took a week.', nickname: 'Mary', value: 4, store: 'eng' },
  { title: 'Toimiva osa', detail: 'Sopi hyvin, toimitus nopea.', nickname: 'Mikko', value: 4, store: 'fin' },
  { title: 'Ottimo prodotto', detail: 'Montato senza problemi, consigliato.', nickname: 'Giulia', value: 5, store: 'ap24_italy_it' },
  { title: 'Noisy at first', detail: 'A bit noisy for the first 100 km, fine after that.', nickname: 'Tom', value: 3, store: 'ap24_italy_en' },
];

/** A few reviews of the first visible products: mostly approved (1), the last two pending (2). */
export function reviewRows(ctx: GeneratorContext, sample: readonly ProductBundle[]): Record<string, unknown>[] {
  const targets = sample.filter((b) => b.product.visibility === 4 && b.product.status === 1 && b.product.type_id === 'simple').slice(0, 4);
  if (targets.length === 0) return [];
  return REVIEWS.map((review, index) => ({
    product_id: (targets[index % targets.length] as ProductBundle).product.id,
    title: review.title,
    detail: review.detail,
    nickname: review.nickname,
    review_status: index >= REVIEWS.length - 2 ? 2 : 1,
    store_id: storeViews.find((v) => v.storeCode === review.store)?.storeId ?? 2,
    customer_id: null,
    ratings: [{ rating_id: 1, rating_code: 'Quality', percent: review.value * 20, value: review.value }],
    created_at: ctx.isoAt(-(index + 1) * 9),
  }));
}
