import type { DisclaimerAnswers } from '../../../shared/agreements/answers.generated';
import type { DisclaimerAudience } from '../../../shared/agreements/definitions/disclaimer';
import { countryName, emailLink, esc, joinList, providerEntry, urlLink } from '../clause-helpers';
import { type ClauseContext, type ClauseValues, fill, type Rendering, type TextOf } from '../clause-library';
import type { DisclaimerFacts } from './facts';

/** The lists the Disclaimer's `each` blocks fill. */
export type DisclaimerList = 'affiliateProgrammes' | 'fairUseExceptions';

/** The audiences whose country has a law of its own for a phrase, among those the owner chose. */
const audiencesAmong = (facts: DisclaimerFacts, ...audiences: DisclaimerAudience[]) =>
  facts.audiences.filter((audience) => audiences.includes(audience));

export function renderDisclaimer(
  facts: DisclaimerFacts,
  context: ClauseContext<DisclaimerAnswers>,
  text: TextOf,
): Rendering<DisclaimerList> {
  const { language } = context;
  /** The texts of `keys`, joined as "a, b and c" (or "a, b or c"). */
  const list = (keys: string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    joinList(language, keys.map(text), type);
  const part = (key: string, values: ClauseValues) => fill(text(key), values, key);

  // The Service: each platform as a phrase, the website and the social page linked. The wizard
  // requires the website address whenever "website" is chosen; the social page's is optional.
  const platformPhrases = facts.platforms.map((platform) => {
    if (platform === 'website') return part('platform.website', { url: urlLink(facts.websiteUrl) });
    if (platform === 'social' && facts.socialPageUrl)
      return part('platform.socialLinked', { url: urlLink(facts.socialPageUrl) });
    return text(`platform.${platform}`);
  });

  // The laws a disclosure is made under: one phrase per audience that has a specific law, and a
  // general phrase for the rest of the world (or alone when no audience names one).
  const lawsFor = (kind: 'endorsement' | 'reviews') => {
    const specific = audiencesAmong(facts, 'us', 'eu', 'uk', 'canada', 'australia').map((audience) =>
      // The review rules of Canada and Australia are their general advertising laws.
      kind === 'reviews' && (audience === 'canada' || audience === 'australia')
        ? `laws.endorsement.${audience}`
        : `laws.${kind}.${audience}`,
    );
    if (specific.length === 0) return text('laws.generic');
    return list(facts.restOfWorld ? [...specific, 'laws.other'] : specific);
  };

  const emergency = audiencesAmong(facts, 'us', 'eu', 'uk', 'canada', 'australia');
  // The EU has no single crisis line (112 is its emergency number, already given).
  const crisis = audiencesAmong(facts, 'us', 'uk', 'canada', 'australia');
  const fieldKeys = facts.fields.map((field) => `field.${field}`);

  return {
    values: {
      lastUpdated: context.lastUpdated,
      companyName: esc(facts.companyName),
      serviceName: esc(facts.serviceName),
      platformList: joinList(language, platformPhrases),
      country: countryName(facts.companyCountry, language),
      contactEmailLink: emailLink(facts.contactEmail),
      fieldTopics: list(fieldKeys),
      fieldAdvice: list(fieldKeys, 'disjunction'),
      relationships: list(
        facts.fields.map((field) => `relationship.${field}`),
        'disjunction',
      ),
      emergencyExamples:
        emergency.length > 0
          ? part('medical.emergencyExamples', {
              numbers: list(
                emergency.map((audience) => `emergency.${audience}`),
                'disjunction',
              ),
            })
          : '',
      crisisExamples:
        crisis.length > 0
          ? part('medical.crisisExamples', {
              lines: list(
                crisis.map((audience) => `crisis.${audience}`),
                'disjunction',
              ),
            })
          : '',
      endorsementLaws: lawsFor('endorsement'),
      reviewLaws: lawsFor('reviews'),
      aiOutputs: list([
        ...(facts.aiText ? ['ai.output.text'] : []),
        ...(facts.aiMedia ? ['ai.output.media'] : []),
      ]),
    },
    lists: {
      affiliateProgrammes: facts.affiliateProgrammes.map((answer) => providerEntry(answer, text)),
      // The fair-dealing and quotation exceptions of the audiences outside the United States.
      fairUseExceptions: audiencesAmong(facts, 'eu', 'uk', 'canada', 'australia').map((audience) => ({
        line: text(`fairUse.exception.${audience}`),
      })),
    },
  };
}
