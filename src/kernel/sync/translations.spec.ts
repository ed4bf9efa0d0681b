import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../store-view/types';
import { SYNC_MESSAGES } from './messages';
import { syncTranslations } from './translations';

describe('sync layer translations', () => {
  it('translate every message the sync layer can show, in all five languages', async () => {
    for (const language of LANGUAGES) {
      const { default: texts } = await syncTranslations.load(language);
      for (const message of Object.values(SYNC_MESSAGES)) {
        expect(texts[message], `${language}: ${message}`).toEqual(expect.any(String));
        expect(String(texts[message]).trim()).not.toBe('');
      }
      if (language !== 'en') expect(texts[SYNC_MESSAGES.badContentType]).not.toBe(SYNC_MESSAGES.badContentType);
    }
  });
});
