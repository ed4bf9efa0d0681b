import type { Language } from '../../../src/kernel/store-view/types';
import { mapLanguages } from './product-build';
import type { Translated } from './text';
import type { EngineCategory } from './vehicles';

/** "Fits 12 vehicle versions, including VW Golf VII" or the universal-part sentence, per language. */
export function fitsSentence(engines: readonly EngineCategory[]): Translated {
  const first = engines[0];
  if (!first) {
    return {
      et: 'Universaalne toode, sõidukipõhine sobivus puudub',
      ru: 'Универсальная деталь без привязки к автомобилю',
      en: 'Universal part, no vehicle-specific fitment',
      fi: 'Yleisosa, ei ajoneuvokohtaista sovitusta',
      it: 'Ricambio universale, senza compatibilità specifica',
    };
  }
  const car = `${first.make} ${first.model}`;
  const n = engines.length;
  return {
    et: `Sobib ${n} sõidukiversioonile, sh ${car}`,
    ru: `Подходит для ${n} модификаций автомобилей, включая ${car}`,
    en: `Fits ${n} vehicle version${n === 1 ? '' : 's'}, including ${car}`,
    fi: `Sopii ${n} ajoneuvoversioon, mm. ${car}`,
    it: `Compatibile con ${n} versioni di veicoli, tra cui ${car}`,
  };
}

const MADE_BY: Record<Language, (variant: string, brand: string, partNo: string) => string> = {
  et: (v, b, p) => `${v}, tootja ${b}, tootekood ${p}.`,
  ru: (v, b, p) => `${v} ${b}, артикул ${p}.`,
  en: (v, b, p) => `${v} from ${b}, part number ${p}.`,
  fi: (v, b, p) => `${v}, valmistaja ${b}, tuotenumero ${p}.`,
  it: (v, b, p) => `${v} ${b}, codice ${p}.`,
};

const CHECK_OE: Record<Language, (oe: string) => string> = {
  et: (oe) => `Enne tellimist võrdle OE-numbreid (${oe}) oma sõiduki omadega.`,
  ru: (oe) => `Перед заказом сверьте OE-номера (${oe}) с вашим автомобилем.`,
  en: (oe) => `Compare the OE numbers (${oe}) with your vehicle before ordering.`,
  fi: (oe) => `Tarkista OE-numerot (${oe}) ennen tilaamista.`,
  it: (oe) => `Prima di ordinare confronta i numeri OE (${oe}) con il tuo veicolo.`,
};

/** A part's description: what it is, who makes it, what it fits, which OE numbers to compare. */
export function partDescription(variant: Translated, brand: string, partNo: string, engines: readonly EngineCategory[], oe: readonly string[]): Translated {
  const fits = fitsSentence(engines);
  return mapLanguages((language) => {
    const parts = [MADE_BY[language](variant[language], brand, partNo), `${fits[language]}.`];
    if (oe.length > 0) parts.push(CHECK_OE[language](oe.join(', ')));
    return parts.join(' ');
  });
}

/** "Brake pads, front — ATE 13.0460-7184.2" in each language. */
export function partName(variant: Translated, brand: string, partNo: string): Translated {
  return mapLanguages((language) => `${variant[language]} — ${brand} ${partNo}`);
}
