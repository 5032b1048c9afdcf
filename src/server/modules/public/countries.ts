import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Country } from '../../../shared/api/public';
import { STATES_BY_COUNTRY } from '../../../shared/countries/states';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';

const require = createRequire(import.meta.url);
for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

const cache = new Map<Language, Country[]>();

/** Every ISO 3166-1 country named in `language` and sorted for it, with states where addresses need them. */
export function listCountries(language: Language): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const names = countries.getNames(language, { select: 'official' });
  const list: Country[] = Object.entries(names)
    .map(([code, name]) => {
      const states = STATES_BY_COUNTRY[code as keyof typeof STATES_BY_COUNTRY];
      return {
        text: name,
        value: code,
        ...(states
          ? { states: states.map(([state, stateName]) => ({ text: stateName, value: `${code}_${state}` })) }
          : {}),
      };
    })
    .sort((a, b) => collator.compare(a.text, b.text));
  cache.set(language, list);
  return list;
}
