import { allOf, type ClauseBlock, type Condition, condition, premiumVersion } from '../clause-library';
import type { TestFacts } from './facts';
import type { TestList } from './values';

const website = condition<TestFacts>('the service is a website', (facts) => facts.website);
const newsletter = condition<TestFacts>('the owner sends a newsletter', (facts) => facts.newsletter);
const extendedSupport = allOf(
  premiumVersion<TestFacts>(),
  condition<TestFacts>('the owner chose extended support', (facts) => facts.extendedSupport),
);

/** The TEST agreement is bound by no law. */
export type TestLaw = never;
export const TEST_LAWS: Record<TestLaw, Condition<TestFacts>> = {};

export const TEST_BLOCKS: ClauseBlock<TestFacts, TestList, TestLaw>[] = [
  { heading: 'title', level: 1 },
  { paragraph: 'lastUpdated' },
  { paragraph: 'intro' },
  { paragraph: 'website', when: website },
  { heading: 'contactHeading', level: 2 },
  { paragraph: 'contact' },
  { each: 'contacts', item: 'contactPerson' },
  { heading: 'newsletterHeading', level: 2, when: newsletter },
  { paragraph: 'newsletter', when: newsletter },
  { each: 'newsletterProviders', item: 'newsletterProvider', when: newsletter },
  { heading: 'supportHeading', level: 2, when: extendedSupport },
  { paragraph: 'support', when: extendedSupport },
];
