import type { EulaAnswers } from '../../../shared/agreements/answers.generated';
import { STATES_BY_COUNTRY } from '../../../shared/countries/states';
import type { Language } from '../../../shared/i18n/languages';
import {
  absoluteUrl,
  addressWithoutCountry,
  countryName as countryNameIn,
  emailLink,
  esc,
  joinList,
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
import type { EulaFacts } from './facts';

/**
 * The values every EULA clause may use, computed once per render from the facts and the catalog:
 * every word still comes from content/eula/<lang>.json. Answer text goes through `esc` or a link
 * helper, so a company called "_Acme_ [x](javascript:…)" stays literal words.
 */

/**
 * Countries whose English name takes "the" ("the laws of the Netherlands"). Languages whose
 * country names always take an article set `place.countryThe` and `place.country` alike.
 */
const COUNTRIES_WITH_ARTICLE = new Set([
  'AE',
  'BS',
  'CF',
  'CK',
  'CZ',
  'DO',
  'FK',
  'FO',
  'GB',
  'GM',
  'KM',
  'KY',
  'MH',
  'MP',
  'MV',
  'NL',
  'PH',
  'SB',
  'SC',
  'TC',
  'UM',
  'US',
  'VA',
  'VG',
  'VI',
]);

const stateName = (country: string, state: string): string => {
  const states = STATES_BY_COUNTRY[country as keyof typeof STATES_BY_COUNTRY] ?? [];
  return states.find(([code]) => `${country}_${code}` === state)?.[1] ?? '';
};

/** "England and Wales", "the State of California", "Ontario", "the Netherlands", and the federal part. */
function governingPlace(facts: EulaFacts, language: Language, text: TextOf) {
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);
  const country = facts.lawCountry;
  const state = esc(stateName(country, facts.lawState));
  let place: string;
  if (country === 'GB') place = text(`place.${facts.ukLaw}`);
  else if (country === 'US' && facts.lawState === 'US_DC') place = text('place.usDc');
  else if (country === 'US' && state) place = part('place.usState', { state });
  else if (state) place = part('place.state', { state });
  else
    place = part(COUNTRIES_WITH_ARTICLE.has(country) ? 'place.countryThe' : 'place.country', {
      country: countryNameIn(country, language),
    });
  const federal = state && ['US', 'CA', 'AU'].includes(country) ? text(`federal.${country}`) : '';
  // "State and federal courts" for a state; the District of Columbia's courts are simply its courts.
  const courts =
    country === 'US' && state && facts.lawState !== 'US_DC'
      ? part('courts.US', { place })
      : part('courts.default', { place });
  return { lawPlace: place, federalPart: federal, courtsPlace: courts };
}

/** The lists the EULA's `each` blocks fill: the premium summary's points and the contact details. */
export type EulaList = 'summary' | 'contact';

/** The values and lists of one EULA document: its facts in the document's language. */
export function renderEula(
  facts: EulaFacts,
  context: ClauseContext<EulaAnswers>,
  text: TextOf,
): Rendering<EulaList> {
  const { language } = context;
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);

  const address = esc(addressWithoutCountry(facts.companyAddress, facts.companyCountry));
  const country = countryNameIn(facts.companyCountry, language);
  const contactEmailLink = emailLink(facts.contactEmail);
  const phone = esc(facts.contactPhone);
  const supportLink = facts.supportUrl ? urlLink(facts.supportUrl) : '';
  const installOrAccess = facts.installable ? 'install' : 'access';

  const consumerAreas = [
    ...(facts.euConsumers ? ['area.eu'] : []),
    ...(facts.ukConsumers ? ['area.uk'] : []),
  ];
  const stores = [
    ...(facts.apple ? ['store.apple'] : []),
    ...(facts.google ? ['store.google'] : []),
    ...(facts.microsoft ? ['store.microsoft'] : []),
  ];

  const values: ClauseValues = {
    lastUpdated: context.lastUpdated,
    appName: esc(facts.appName),
    companyName: esc(facts.companyName),
    companyLocation: part('intro.location', { address, country }),
    companyAddressFull: `${address}, ${country}`,
    contactEmailLink,
    phone,
    phonePart: phone ? part('apple.phone', { phone }) : '',
    appKinds: list(facts.appTypes.map((type) => `kind.${type}`)),
    appUrlPart: facts.appUrl ? part('intro.url', { url: urlLink(facts.appUrl) }) : '',
    useActions: text(`actions.${installOrAccess}`),
    useActionsBare: text(`actions.${installOrAccess}Bare`),
    grantActions: list([
      ...(facts.installable ? ['grant.install'] : []),
      ...(facts.hosted ? ['grant.access'] : []),
    ]),
    purposeScope: text(`purpose.${facts.userType}`),
    devices: facts.deviceLimit ? text(`devices.${facts.deviceLimit}`) : '',
    minAge: facts.minAge,
    supportLink,
    privacyPolicyRef: facts.privacyPolicyUrl
      ? part('privacy.link', { url: escapeMarkdownUrl(absoluteUrl(facts.privacyPolicyUrl)) })
      : part('privacy.noLink', { contactEmailLink }),
    ossWhere: facts.ossUrl
      ? part('openSource.whereUrl', { url: urlLink(facts.ossUrl) })
      : text('openSource.whereRequest'),
    updatesDelivery: [
      ...(facts.installable ? [text('updates.install')] : []),
      ...(facts.hosted ? [text('updates.hosted')] : []),
    ].join(' '),
    purchaseKinds: list(
      facts.purchaseTypes.map((type) => `purchase.${type}`),
      'disjunction',
    ),
    storeNames: list(stores, 'disjunction'),
    directCancelMethod: part(facts.accounts ? 'cancel.account' : 'cancel.email', { contactEmailLink }),
    otherChannels: esc(facts.otherPlatformNames),
    consumerAreaOr: list(consumerAreas, 'disjunction'),
    consumerAreaAnd: list(consumerAreas),
    withdrawalFunctionPart: facts.euConsumers ? text('withdrawal.functionPart') : '',
    terminationSteps: list([
      'termination.stop',
      ...(facts.installable ? ['termination.delete'] : []),
      ...(facts.accounts ? ['termination.account'] : []),
    ]),
    thirdPartyRights: text(facts.apple ? 'thirdParties.apple' : 'thirdParties.none'),
    changesByEmail: facts.accounts ? text('changes.byEmail') : '',
    noticeByEmail: facts.accounts ? text('general.noticeByEmail') : '',
    indemnityGrounds: list(
      [
        'indemnity.breach',
        'indemnity.law',
        ...(facts.userContent ? ['indemnity.content'] : []),
        'indemnity.misuse',
      ],
      'disjunction',
    ),
    ...governingPlace(facts, language, text),
  };

  // A list entry is one whole clause (`line`), written with the document's values.
  const line = (key: string): ClauseValues => ({ line: fill(text(key), {}, key, values) });
  return {
    values,
    lists: {
      summary: [
        'summary.licence',
        'summary.restrictions',
        ...(facts.purchases ? ['summary.purchases'] : []),
        'summary.responsibility',
        'summary.ending',
        'summary.contact',
      ].map(line),
      contact: [
        line('contact.postal'),
        line('contact.email'),
        ...(phone ? [line('contact.phone')] : []),
        ...(supportLink ? [line('contact.support')] : []),
      ],
    },
  };
}
