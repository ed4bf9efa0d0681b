import { describe, expect, it } from 'vitest';
import { reviewProblems } from './validation';

const valid = { nickname: 'Kadri', title: 'Good value', detail: 'Fits well.', rating: 4 };

describe('reviewProblems', () => {
  it('accepts a complete review', () => {
    expect(reviewProblems(valid)).toEqual({});
  });

  it('requires every text (blank is empty) and a rating, in form order', () => {
    expect(reviewProblems({ nickname: '', title: ' ', detail: '\n', rating: null })).toEqual({ nickname: 'required', title: 'required', detail: 'required', rating: 'required' });
  });

  it('needs a name of at least 2 letters', () => {
    expect(reviewProblems({ ...valid, nickname: ' K ' })).toEqual({ nickname: 'nameTooShort' });
    expect(reviewProblems({ ...valid, nickname: 'Ka' })).toEqual({});
  });

  it('takes only whole ratings from 1 to 5', () => {
    for (const rating of [0, 6, 2.5]) expect(reviewProblems({ ...valid, rating })).toEqual({ rating: 'required' });
    for (const rating of [1, 5]) expect(reviewProblems({ ...valid, rating })).toEqual({});
  });
});
