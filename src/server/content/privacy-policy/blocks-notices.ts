import { allOf, type ClauseBlock, not } from '../clause-library';
import type { PrivacyLaw } from './blocks';
import {
  australiaUsers,
  brazilUsers,
  californiaUsers,
  canadaUsers,
  collectsAccounts,
  collectsCaliforniaSensitiveData,
  collectsUserContent,
  doNotTrackHonoured,
  forChildren,
  gdprUsers,
  otherUsStateUsers,
  restOfWorldUsers,
  sellsOrShares,
  teenPrivacyExtra,
  thirdPartyTracking,
  usesSensitiveDataBeyondService,
  usUsers,
} from './blocks-conditions';
import type { PrivacyFacts } from './facts';
import type { PrivacyList } from './values';

/** The right to limit the use of sensitive personal information (CPRA). */
const rightToLimit = allOf(californiaUsers, collectsCaliforniaSensitiveData, usesSensitiveDataBeyondService);
/** The COPPA notice: a service for children with users in the United States. */
const coppa = allOf(forChildren, usUsers);

/** The notices for each jurisdiction the owner chose, then children's privacy. */
export const JURISDICTION_AND_CHILDREN_BLOCKS: ClauseBlock<PrivacyFacts, PrivacyList, PrivacyLaw>[] = [
  // California: CCPA/CPRA notice, then CalOPPA.
  { heading: 'ca.heading', level: 2, when: californiaUsers, requiredBy: ['ccpa'] },
  { paragraph: 'ca.intro', when: californiaUsers },
  { heading: 'ca.categories.heading', level: 3, when: californiaUsers },
  { paragraph: 'ca.categories.intro', when: californiaUsers },
  { each: 'ccpa', item: 'ccpa.item', when: californiaUsers },
  { paragraph: 'ca.retention', when: californiaUsers },
  {
    heading: 'ca.sensitive.heading',
    level: 3,
    when: allOf(californiaUsers, collectsCaliforniaSensitiveData),
  },
  {
    paragraph: 'ca.sensitive.permitted',
    when: allOf(californiaUsers, collectsCaliforniaSensitiveData, not(usesSensitiveDataBeyondService)),
  },
  { paragraph: 'ca.sensitive.limit', when: rightToLimit },
  { heading: 'ca.sale.heading', level: 3, when: californiaUsers },
  { paragraph: 'ca.sale.none', when: allOf(californiaUsers, not(sellsOrShares)) },
  { paragraph: 'ca.sale.some', when: allOf(californiaUsers, sellsOrShares) },
  { paragraph: 'ca.sale.minorsOptIn', when: allOf(californiaUsers, forChildren) },
  { paragraph: 'ca.sale.minorsNone', when: allOf(californiaUsers, not(forChildren)) },
  { heading: 'ca.rights.heading', level: 3, when: californiaUsers },
  { paragraph: 'ca.rights.intro', when: californiaUsers },
  { each: 'caRights', item: 'line', when: californiaUsers },
  { heading: 'ca.requests.heading', level: 3, when: californiaUsers },
  { paragraph: 'ca.requests.submit', when: californiaUsers },
  { paragraph: 'ca.requests.verify', when: californiaUsers },
  { paragraph: 'ca.requests.agents', when: californiaUsers },
  { paragraph: 'ca.requests.incentives', when: californiaUsers },
  { heading: 'ca.gpc.heading', level: 3, when: allOf(californiaUsers, sellsOrShares) },
  { paragraph: 'ca.gpc.text', when: allOf(californiaUsers, sellsOrShares) },
  { paragraph: 'ca.shineTheLight', when: californiaUsers },
  { heading: 'caloppa.heading', level: 3, when: californiaUsers },
  { paragraph: 'caloppa.dntHonoured', when: allOf(californiaUsers, doNotTrackHonoured) },
  { paragraph: 'caloppa.dntNotHonoured', when: allOf(californiaUsers, not(doNotTrackHonoured)) },
  { paragraph: 'caloppa.tracking', when: allOf(californiaUsers, thirdPartyTracking) },
  { paragraph: 'caloppa.noTracking', when: allOf(californiaUsers, not(thirdPartyTracking)) },
  { paragraph: 'caloppa.review', when: californiaUsers },
  { paragraph: 'caloppa.changes', when: californiaUsers },
  { paragraph: 'caloppa.minors', when: allOf(californiaUsers, collectsUserContent, collectsAccounts) },

  // Other US state laws: rights, opt-outs and the appeal process.
  { heading: 'us.heading', level: 2, when: otherUsStateUsers, requiredBy: ['usStates'] },
  { paragraph: 'us.intro', when: otherUsStateUsers },
  { each: 'usRights', item: 'line', when: otherUsStateUsers },
  { paragraph: 'us.optOut', when: allOf(otherUsStateUsers, sellsOrShares) },
  { paragraph: 'us.noSale', when: allOf(otherUsStateUsers, not(sellsOrShares)) },
  { paragraph: 'us.exercise', when: otherUsStateUsers },
  { heading: 'us.appeal.heading', level: 3, when: otherUsStateUsers },
  { paragraph: 'us.appeal.text', when: otherUsStateUsers },
  { paragraph: 'us.nevada', when: otherUsStateUsers },

  // Canada (PIPEDA, Quebec).
  { heading: 'canada.heading', level: 2, when: canadaUsers, requiredBy: ['pipeda'] },
  { paragraph: 'canada.intro', when: canadaUsers },
  { paragraph: 'canada.consent', when: canadaUsers },
  { paragraph: 'canada.access', when: canadaUsers },
  { paragraph: 'canada.officer', when: canadaUsers },
  { paragraph: 'canada.transfers', when: canadaUsers },
  { paragraph: 'canada.quebec', when: canadaUsers },
  { paragraph: 'canada.complaint', when: canadaUsers },

  // Brazil (LGPD).
  { heading: 'brazil.heading', level: 2, when: brazilUsers, requiredBy: ['lgpd'] },
  { paragraph: 'brazil.intro', when: brazilUsers },
  { paragraph: 'brazil.rightsIntro', when: brazilUsers },
  {
    list: [
      'brazil.rights.confirmation',
      'brazil.rights.access',
      'brazil.rights.correction',
      'brazil.rights.anonymisation',
      'brazil.rights.portability',
      'brazil.rights.deletion',
      'brazil.rights.sharing',
      'brazil.rights.consentInfo',
      'brazil.rights.revocation',
      'brazil.rights.opposition',
      'brazil.rights.review',
    ],
    when: brazilUsers,
  },
  { paragraph: 'brazil.exercise', when: brazilUsers },
  { paragraph: 'brazil.encarregado', when: brazilUsers },
  { paragraph: 'brazil.transfers', when: brazilUsers },

  // Australia (Privacy Act 1988, APPs).
  { heading: 'au.heading', level: 2, when: australiaUsers, requiredBy: ['app'] },
  { paragraph: 'au.intro', when: australiaUsers },
  { paragraph: 'au.anonymity', when: australiaUsers },
  { paragraph: 'au.access', when: australiaUsers },
  { paragraph: 'au.overseas', when: australiaUsers },
  { paragraph: 'au.complaints', when: australiaUsers },

  // Everyone else.
  { heading: 'row.heading', level: 2, when: restOfWorldUsers },
  { paragraph: 'row.text', when: restOfWorldUsers },

  // Children: a statement always; the COPPA notice and the GDPR/LGPD rules when the service is for children.
  { heading: 'children.heading', level: 2 },
  { paragraph: 'children.notDirected', when: not(forChildren) },
  { paragraph: 'children.directed', when: forChildren },
  { heading: 'coppa.heading', level: 3, when: coppa, requiredBy: ['coppa'] },
  { paragraph: 'coppa.intro', when: coppa },
  { paragraph: 'coppa.collect', when: coppa },
  { paragraph: 'coppa.consent', when: coppa },
  { paragraph: 'coppa.rights', when: coppa },
  { paragraph: 'coppa.retention', when: coppa },
  { paragraph: 'children.gdpr', when: allOf(forChildren, gdprUsers) },
  { paragraph: 'children.brazil', when: allOf(forChildren, brazilUsers) },

  // Premium: teenage users.
  { heading: 'teen.heading', level: 3, when: teenPrivacyExtra },
  { paragraph: 'teen.intro', when: teenPrivacyExtra },
  {
    list: ['teen.defaults', 'teen.minimise', 'teen.ads', 'teen.content', 'teen.parents'],
    when: teenPrivacyExtra,
  },
];
