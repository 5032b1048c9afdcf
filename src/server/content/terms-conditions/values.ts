import type { TermsConditionsAnswers } from '../../../shared/agreements/answers.generated';
import { EEA_COUNTRIES } from '../../../shared/countries/eea';
import { STATES_BY_COUNTRY } from '../../../shared/countries/states';
import type { Language } from '../../../shared/i18n/languages';
import {
  absoluteUrl,
  addressWithoutCountry,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
  providerEntry,
  urlLink,
} from '../clause-helpers';
import {
  type ClauseContext,
  type ClauseValues,
  escapeMarkdownUrl,
  fill,
  type Rendering,
  type TextOf,
} from '../clause-library';
import type { TermsFacts } from './facts';

/**
 * The lists the Terms & Conditions' `each` blocks fill: the key points (a premium extra), the
 * payment providers and the ways to contact the owner.
 */
export type TermsList = 'summary' | 'paymentProviders' | 'contact';

/**
 * Country names (as i18n-iso-countries writes them in English) that take "the" in running text:
 * "the laws of the Netherlands", "established in the United States of America". The catalog's
 * `country.definite` decides how (or whether) a language marks it.
 */
const COUNTRIES_WITH_ARTICLE = new Set([
  'AE',
  'BS',
  'CD',
  'CF',
  'CG',
  'CK',
  'CZ',
  'DO',
  'FK',
  'FO',
  'GB',
  'GM',
  'IM',
  'IR',
  'KM',
  'KY',
  'LA',
  'MH',
  'MV',
  'NL',
  'PH',
  'PS',
  'RU',
  'SB',
  'SY',
  'TC',
  'TZ',
  'US',
  'VA',
  'VG',
  'VI',
]);

/**
 * The currency of the minimum liability cap: pounds for the UK, euros for the rest of the EEA,
 * US dollars everywhere else.
 */
function capCurrency(country: string): 'eur' | 'gbp' | 'usd' {
  if (country === 'GB') return 'gbp';
  return (EEA_COUNTRIES as readonly string[]).includes(country) ? 'eur' : 'usd';
}

/** A catalog text with its placeholders filled from `values`. */
const part = (text: TextOf, key: string, values: ClauseValues = {}) => fill(text(key), values, key);

/** A country's name as it reads in running text ("the Netherlands"), escaped. */
function countryInRunningText(code: string, language: Language, text: TextOf): string {
  const country = countryNameIn(code, language);
  return COUNTRIES_WITH_ARTICLE.has(code) ? part(text, 'country.definite', { country }) : country;
}

/** The name of a state or province (`US_NY` → "New York"), escaped; its code when it is unknown. */
function stateName(country: string, state: string): string {
  const states = STATES_BY_COUNTRY[country as keyof typeof STATES_BY_COUNTRY] ?? [];
  const code = state.slice(country.length + 1);
  return esc(states.find(([candidate]) => candidate === code)?.[1] ?? code);
}

/**
 * The governing law and the place whose courts decide: the owner's state or province in federal
 * countries, the chosen legal system in the UK, otherwise the owner's country.
 */
function jurisdiction(facts: TermsFacts, language: Language, text: TextOf): { law: string; place: string } {
  const state = facts.state ? stateName(facts.country, facts.state) : '';
  if (facts.country === 'US' && facts.state === 'US_DC')
    return { law: text('law.usDistrict'), place: text('place.usDistrict') };
  if (facts.country === 'US' && state) return { law: part(text, 'law.us', { state }), place: state };
  if (facts.country === 'CA' && state) return { law: part(text, 'law.canada', { state }), place: state };
  if (state) {
    const country = countryNameIn(facts.country, language);
    return { law: part(text, 'law.state', { state, country }), place: state };
  }
  if (facts.country === 'GB') {
    const system = text(`law.${facts.ukLegalSystem}`);
    return { law: system, place: system };
  }
  const country = countryInRunningText(facts.country, language, text);
  return { law: part(text, 'law.country', { country }), place: country };
}

/** The Service: each platform chosen as a phrase, the website and the social media page linked. */
function platformList(facts: TermsFacts, language: Language, text: TextOf): string {
  const phrases: string[] = [];
  for (const platform of ['website', 'app', 'mobile', 'desktop', 'social'] as const) {
    if (!facts.platforms.has(platform)) continue;
    // The website's address is required whenever the website platform is chosen.
    if (platform === 'website')
      phrases.push(part(text, 'platform.website', { url: urlLink(facts.websiteUrl) }));
    else if (platform === 'social' && facts.socialPageUrl)
      phrases.push(part(text, 'platform.socialLinked', { url: urlLink(facts.socialPageUrl) }));
    else phrases.push(text(`platform.${platform}`));
  }
  return joinList(language, phrases);
}

export function renderTermsConditions(
  facts: TermsFacts,
  context: ClauseContext<TermsConditionsAnswers>,
  text: TextOf,
): Rendering<TermsList> {
  const { language } = context;
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);

  const companyName = esc(facts.companyName);
  const address = esc(addressWithoutCountry(facts.companyAddress, facts.country));
  const countryName = countryNameIn(facts.country, language);
  const contactEmailLink = emailLink(facts.contactEmail);
  const phone = esc(facts.contactPhone);
  const registration = esc(facts.companyRegistration);
  const vat = esc(facts.vatNumber);
  const { law, place } = jurisdiction(facts, language, text);
  const venue = esc(facts.disputeVenue);
  const areas = [...(facts.euConsumers ? ['area.eu'] : []), ...(facts.ukConsumers ? ['area.uk'] : [])];
  const changeNotice = facts.changeNotice.map((method) => `changes.by.${method}`);
  const arbitrationAudience = facts.consumers ? 'consumers' : 'business';

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    companyName,
    serviceName: esc(facts.serviceName),
    platformList: platformList(facts, language, text),
    companyLocation: address
      ? part(text, 'about.locationAddress', { address, country: countryName })
      : part(text, 'about.locationCountry', {
          country: countryInRunningText(facts.country, language, text),
        }),
    registrationPart: registration ? part(text, 'about.registration', { registration }) : '',
    vatPart: vat ? part(text, 'about.vat', { vat }) : '',
    contactEmailLink,
    phonePart: phone ? part(text, 'about.phone', { phone }) : '',
    privacyPolicyRef: facts.privacyPolicyUrl
      ? part(text, 'privacy.linked', { url: escapeMarkdownUrl(absoluteUrl(facts.privacyPolicyUrl)) })
      : text('privacy.unlinked'),
    refundPolicyUrl: facts.refundPolicyUrl ? escapeMarkdownUrl(absoluteUrl(facts.refundPolicyUrl)) : '',
    acceptActions: list(
      [
        'accept.action.use',
        ...(facts.accounts ? ['accept.action.account'] : []),
        ...(facts.sells ? ['accept.action.order'] : []),
      ],
      'disjunction',
    ),
    minAge: facts.minAge,
    licenceScope: text(facts.consumers ? 'service.scope.consumers' : 'service.scope.business'),
    ipExceptUserContent: facts.userContent ? text('ip.exceptUserContent') : '',
    offerings: list([
      ...[...facts.offerings].map((offering) => `purchases.offer.${offering}`),
      ...(facts.subscriptions ? ['purchases.offer.subscriptions'] : []),
    ]),
    orderRecord: text(facts.accounts ? 'purchases.record.account' : 'purchases.record.email'),
    cancelMethods: part(text, facts.accounts ? 'subs.cancel.account' : 'subs.cancel.link', {
      contactEmailLink,
    }),
    socialPages: facts.socialPageUrl
      ? part(text, 'social.ourPage', { url: urlLink(facts.socialPageUrl) })
      : text('social.ourPages'),
    consumerArea: list(areas, 'disjunction'),
    accessibilityRef: facts.accessibilityUrl
      ? part(text, 'accessibility.linked', { url: escapeMarkdownUrl(absoluteUrl(facts.accessibilityUrl)) })
      : part(text, 'accessibility.onRequest', { contactEmailLink }),
    capAmount: text(`liability.capAmount.${capCurrency(facts.country)}`),
    indemnityContent: facts.userContent ? text('indemnity.content') : '',
    closeAccount: facts.accounts ? text('termination.closeAccount') : '',
    governingLaw: law,
    courts: part(text, facts.country === 'US' ? 'courts.us' : 'courts.general', { place: venue || place }),
    adrBody: facts.adrBodyUrl ? urlLink(facts.adrBodyUrl, facts.adrBodyName) : esc(facts.adrBodyName),
    arbitrationProvider: text(`arb.provider.${facts.arbitrationProvider}`),
    arbitrationRules: text(`arb.rules.${facts.arbitrationProvider}.${arbitrationAudience}`),
    arbitrationFees: facts.consumers ? text('arb.fees.consumers') : '',
    changeNoticeMethods:
      changeNotice.length > 0 ? list(changeNotice, 'disjunction') : text('changes.by.notice'),
  };

  /** A list entry from a catalog text, filled from `own` and then from the document's values. */
  const line = (key: string, own: ClauseValues = {}) => ({ line: fill(text(key), own, key, values) });
  return {
    values,
    lists: {
      summary: [
        line('summary.who'),
        line(facts.consumers ? 'summary.eligibility.consumers' : 'summary.eligibility.business'),
        line('summary.rules'),
        ...(facts.userContent ? [line('summary.content')] : []),
        ...(facts.sells ? [line('summary.purchases')] : []),
        ...(facts.subscriptions ? [line('summary.subscriptions')] : []),
        line('summary.liability'),
        ...(facts.consumers ? [line('summary.consumerRights')] : []),
        line(facts.arbitration ? 'summary.disputes.arbitration' : 'summary.disputes.courts'),
      ],
      paymentProviders: facts.paymentProviders.map((answer) => providerEntry(answer, text)),
      contact: [
        line('contact.email'),
        ...(phone ? [line('contact.phone', { phone })] : []),
        ...(address
          ? [line('contact.postal', { postal: `${companyName}, ${address}, ${countryName}` })]
          : []),
      ],
    },
  };
}
