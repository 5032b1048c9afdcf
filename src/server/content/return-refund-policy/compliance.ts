import type { ComplianceRow } from '../clause-library';
import type { ReturnFacts } from './facts';

const C = 'compliance';
const keysOf = (kind: 'present' | 'todo', items: (string | false)[]) =>
  items.filter((item): item is string => item !== false).map((item) => `${C}.${kind}.${item}`);

/**
 * Per law the document addresses: the required items it contains, and what the owner must still do
 * outside the document. Keys of the `wizard` namespace (locales/<lang>/wizard/return-refund-policy.json).
 */
export function returnRefundPolicyCompliance(facts: ReturnFacts): ComplianceRow[] {
  const rows: ComplianceRow[] = [];
  const servicesLike = facts.services || facts.subscriptions;

  for (const law of ['euCrd', 'ukCcr'] as const) {
    const consumers = law === 'euCrd' ? facts.euConsumers : facts.ukConsumers;
    if (!consumers) continue;
    const withdrawal = law === 'euCrd' ? facts.euWithdrawal : facts.ukCancellation;
    // The document states the EU legal guarantee for goods, digital content and subscriptions
    // (legal.eu.*), and the Consumer Rights Act for whatever UK consumers buy (legal.uk.*).
    const guarantee = law === 'euCrd' ? facts.goods || facts.digital || facts.subscriptions : true;
    rows.push({
      law: `${C}.laws.${law}`,
      present: keysOf('present', [
        'traderIdentity',
        withdrawal && 'withdrawalConditions',
        withdrawal && 'withdrawalExceptions',
        withdrawal && 'refundTerms',
        withdrawal && facts.goods && 'returnCosts',
        withdrawal && facts.goods && 'diminishedValue',
        withdrawal && servicesLike && 'proportionatePayment',
        withdrawal && 'noRestockingFee',
        withdrawal && law === 'euCrd' && facts.ownOnline && 'withdrawalFunction',
        withdrawal && 'modelForm',
        guarantee && (law === 'euCrd' ? 'legalGuarantee' : 'craRights'),
      ]),
      ownerTodo: keysOf('todo', [
        withdrawal && 'preContractInfo',
        withdrawal &&
          law === 'euCrd' &&
          facts.ownOnline &&
          (facts.withdrawalFunctionUrl ? 'checkWithdrawalFunction' : 'buildWithdrawalFunction'),
        withdrawal && facts.digital && (facts.digitalConsent ? 'digitalConsentCheckout' : 'digitalNoConsent'),
        withdrawal && servicesLike && 'servicesExpressRequest',
        withdrawal && 'refundWithin14Days',
        facts.goods && 'conformityClaims',
        law === 'ukCcr' && facts.subscriptions && 'ukSubscriptions',
      ]),
    });
  }

  if (facts.usConsumers) {
    rows.push({
      law: `${C}.laws.california`,
      present: keysOf('present', [
        'refundKind',
        facts.acceptsReturns && 'timePeriod',
        'coveredMerchandise',
        'refundConditions',
        facts.restockingPercent !== '' && 'restockingFeeAmount',
        'writtenCopy',
        facts.goods && facts.distance && 'mailOrderRule',
      ]),
      ownerTodo: keysOf('todo', [
        facts.distance && 'postOnline',
        facts.store && 'storeSigns',
        facts.subscriptions && 'autoRenewal',
        facts.goods && facts.distance && 'shippingTimes',
      ]),
    });
  }
  return rows;
}
