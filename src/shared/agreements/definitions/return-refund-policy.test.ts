import { describe, expect, it } from 'vitest';
import {
  maximalReturnRefundPolicyAnswers,
  minimalReturnRefundPolicyAnswers,
} from '../../../server/content/return-refund-policy/sample-answers';
import wizardEn from '../../i18n/locales/en/wizard/return-refund-policy.json';
import { checkStep, checkWizard, isQuestionVisible } from '../wizard-engine';
import type { Answers, Question } from '../wizard-model';
import { returnRefundPolicyWizard } from './return-refund-policy';

const wizard = returnRefundPolicyWizard;
const walk = (question: Question): Question[] => [
  question,
  ...(question.options ?? []).flatMap((option) => (option.questions ?? []).flatMap(walk)),
  ...(question.questions ?? []).flatMap(walk),
];
const questions = wizard.steps.flatMap((step) =>
  step.sections.flatMap((section) => section.questions.flatMap(walk)),
);
const question = (id: string) => {
  const found = questions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};

const englishText = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], wizardEn);

const check = (answers: Answers) => checkWizard(wizard, answers);
const without = (answers: Answers, ...keys: string[]) =>
  Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.includes(key))) as Answers;

/** A US web shop selling physical goods to consumers, with a full-refund policy: every goods question asked. */
const usShop: Answers = {
  sales_channels: ['website'],
  products: ['goods'],
  shop_name: 'Acme',
  website_url: 'https://acme.example',
  company_name: 'Acme Inc.',
  company_address: '1 Main Street, Springfield',
  company_country: 'US',
  contact_email: 'returns@acme.example',
  customers: ['consumers'],
  markets: ['us'],
  refund_policy: 'full_refund',
  return_window: '30',
  return_methods: ['email'],
  refund_method: 'original',
  refund_days: '5',
  return_shipping: 'customer',
  restocking_fee: 'none',
  exchanges: 'none',
  shipping_refund: 'no',
  damage_report_days: '7',
  send_to: 'owner@acme.example',
};

describe('RETURN_REFUND_POLICY wizard definition', () => {
  it('has the four steps of the spec, unique question ids and a required send_to e-mail last', () => {
    expect(wizard.type).toBe('RETURN_REFUND_POLICY');
    expect(wizard.steps.map((step) => step.id)).toEqual(['basics', 'information', 'refunds', 'send']);
    expect(new Set(questions.map((candidate) => candidate.id)).size).toBe(questions.length);
    // One answer is asked by two questions that are never visible together (see the definition).
    const userData = questions.map((candidate) => candidate.userData);
    expect(userData.filter((key, index) => userData.indexOf(key) !== index)).toEqual(['refund_policy']);
    const last = wizard.steps.at(-1)?.sections.flatMap((section) => section.questions) ?? [];
    expect(last).toEqual([
      expect.objectContaining({ id: 'send_to', userData: 'send_to', kind: 'email', required: true }),
    ]);
  });

  it('has an English text for every step, section, question, option and help', () => {
    const keys = [
      ...wizard.steps.flatMap((step) => [
        step.title,
        ...step.sections.flatMap((section) => [
          section.title,
          ...(section.description ? [section.description] : []),
        ]),
      ]),
      ...questions.flatMap((candidate) => [
        candidate.label,
        ...(candidate.help ? [candidate.help] : []),
        ...(candidate.options ?? []).flatMap((option) => [
          option.label,
          ...(option.help ? [option.help] : []),
        ]),
      ]),
    ];
    for (const key of keys) {
      expect(key.startsWith('returnRefundPolicy.'), key).toBe(true);
      expect(typeof englishText(key), key).toBe('string');
    }
  });

  it('marks only the extras as premium', () => {
    const premium = questions.flatMap((candidate) =>
      (candidate.options ?? []).filter((option) => option.priceExtra).map((option) => option.value),
    );
    expect(premium.sort()).toEqual(
      [
        'gift_returns',
        'holiday_returns',
        'international_returns',
        'late_refunds',
        'return_steps',
        'summary',
      ].sort(),
    );
    expect(questions.some((candidate) => candidate.priceExtra)).toBe(false);
  });

  it('accepts the maximal and minimal sample answers', () => {
    for (const answers of [maximalReturnRefundPolicyAnswers, minimalReturnRefundPolicyAnswers, usShop]) {
      const result = check(answers);
      expect(result.errors).toEqual({});
      expect(result.valid).toBe(true);
      expect(Object.values(result.sections).every(Boolean)).toBe(true);
    }
    // Every maximal answer is visible: nothing in the fixture is silently dropped.
    expect(Object.keys(check(maximalReturnRefundPolicyAnswers).answers).sort()).toEqual(
      Object.keys(maximalReturnRefundPolicyAnswers).sort(),
    );
  });

  it('requires the basic, shop and send answers', () => {
    const { errors } = check({});
    for (const field of [
      'sales_channels',
      'products',
      'shop_name',
      'company_name',
      'company_address',
      'company_country',
      'contact_email',
      'customers',
      'markets',
      'refund_policy',
      'send_to',
    ]) {
      expect(errors[field], field).toEqual({ key: 'wizard.required' });
    }
    // Nothing that depends on a later choice is required before that choice.
    expect(errors.website_url).toBeUndefined();
    expect(errors.return_window).toBeUndefined();
    expect(errors.damage_report_days).toBeUndefined();
    expect(checkStep(wizard, 'basics', {}).errors).toEqual({
      sales_channels: { key: 'wizard.required' },
      products: { key: 'wizard.required' },
    });
  });

  it('refuses malformed answers with the right field errors', () => {
    const { errors } = check({
      ...usShop,
      website_url: 'not a url',
      contact_email: 'nobody',
      send_to: 'x@',
      company_country: 'XX',
      return_window: '7',
      sales_channels: ['website', 'telepathy'],
      shop_name: 'x'.repeat(201),
      surprise: 'unknown',
    });
    expect(errors).toEqual({
      website_url: { key: 'validation.invalidUrl' },
      contact_email: { key: 'validation.invalidEmail' },
      send_to: { key: 'validation.invalidEmail' },
      company_country: { key: 'wizard.invalidCountry' },
      return_window: { key: 'wizard.invalidOption' },
      sales_channels: { key: 'wizard.invalidOption' },
      shop_name: { key: 'wizard.tooLong', params: { max: 200 } },
      surprise: { key: 'wizard.unknownAnswer', params: { field: 'surprise' } },
    });
  });

  it('refuses "no refunds" for EU or UK consumers buying at a distance, and explains why', () => {
    const noRefunds = { ...minimalReturnRefundPolicyAnswers };
    expect(check(noRefunds).valid).toBe(true);
    for (const market of ['eu', 'uk']) {
      const result = check({ ...noRefunds, markets: ['us', market] });
      expect(result.errors.refund_policy, market).toEqual({ key: 'wizard.invalidOption' });
      expect(checkStep(wizard, 'refunds', { ...noRefunds, markets: [market] }).valid).toBe(false);
    }
    // The visible question does not even offer it, and its help text says why.
    const statutory = question('refund_policy_statutory');
    expect(statutory.userData).toBe('refund_policy');
    expect(statutory.options?.map((option) => option.value)).toEqual([
      'full_refund',
      'exchange_only',
      'store_credit',
    ]);
    expect(englishText(statutory.help ?? '')).toMatch(/14 days/);
    const euConsumers = { ...noRefunds, markets: ['eu'] };
    expect(isQuestionVisible(statutory, euConsumers, euConsumers)).toBe(true);
    expect(isQuestionVisible(question('refund_policy'), euConsumers, euConsumers)).toBe(false);
    // Business customers only, or sales only in a physical store: no withdrawal right, "no refunds" allowed.
    expect(check({ ...noRefunds, markets: ['eu'], customers: ['businesses'] }).valid).toBe(true);
    expect(
      check({
        ...noRefunds,
        markets: ['eu'],
        sales_channels: ['physical_store'],
      }).valid,
    ).toBe(true);
    // Another policy is accepted, with the questions it brings.
    const fullRefund = check({ ...noRefunds, markets: ['eu'], refund_policy: 'full_refund' });
    expect(Object.keys(fullRefund.errors).sort()).toEqual(
      ['digital_consent', 'refund_days', 'refund_method', 'return_methods', 'return_window'].sort(),
    );
  });

  it('asks the return questions only when returns are accepted, the goods questions only for goods', () => {
    const noRefunds = check({
      ...without(usShop, 'return_window', 'return_methods', 'refund_method', 'refund_days'),
      refund_policy: 'no_refunds',
      return_window: '30',
    });
    // Left-over answers of hidden questions are dropped, not refused.
    expect(noRefunds.errors).toEqual({});
    for (const hidden of [
      'return_window',
      'return_shipping',
      'restocking_fee',
      'exchanges',
      'shipping_refund',
    ]) {
      expect(noRefunds.answers[hidden], hidden).toBeUndefined();
    }
    // Damaged or wrong items are always handled for goods.
    expect(noRefunds.answers.damage_report_days).toBe('7');

    const digitalOnly = check({ ...usShop, products: ['digital'], digital_refunds: 'faulty_only' });
    expect(digitalOnly.errors).toEqual({});
    for (const hidden of ['return_shipping', 'restocking_fee', 'damage_report_days', 'exchanges']) {
      expect(digitalOnly.answers[hidden], hidden).toBeUndefined();
    }
    expect(check({ ...usShop, products: ['goods', 'digital'] }).errors).toEqual({
      digital_refunds: { key: 'wizard.required' },
    });
  });

  it('asks the exchange scope instead of "do you offer exchanges" for an exchange-only policy', () => {
    const exchangeOnly = check({
      ...without(usShop, 'refund_method', 'refund_days', 'shipping_refund'),
      refund_policy: 'exchange_only',
    });
    expect(exchangeOnly.errors).toEqual({ exchange_scope: { key: 'wizard.required' } });
    expect(exchangeOnly.answers.exchanges).toBeUndefined();
    const credit = check({ ...without(usShop, 'refund_method'), refund_policy: 'store_credit' });
    expect(credit.errors).toEqual({});
    expect(credit.answers.refund_days).toBe('5');
  });

  it('asks nested questions only when their option is chosen', () => {
    const form = check({ ...usShop, return_methods: ['email', 'form', 'portal'] });
    expect(form.errors).toEqual({
      return_form_url: { key: 'wizard.required' },
      return_portal_url: { key: 'wizard.required' },
    });
    expect(
      check({ ...usShop, return_methods: ['form'], return_form_url: 'javascript:alert(1)' }).errors,
    ).toEqual({ return_form_url: { key: 'validation.invalidUrl' } });

    // A store that also sells online is asked whether online orders can come back in store.
    const store = check({ ...usShop, sales_channels: ['website', 'physical_store'] });
    expect(store.errors).toEqual({ store_returns_online: { key: 'wizard.required' } });
    const storeOnly = check({
      ...without(usShop, 'website_url'),
      sales_channels: ['physical_store'],
      store_returns_online: 'yes',
    });
    expect(storeOnly.errors).toEqual({});
    expect(storeOnly.answers.store_returns_online).toBeUndefined();

    // The EU withdrawal function is asked for EU consumer sales through the seller's own website or app.
    const eu = { ...usShop, markets: ['eu'], withdrawal_function_url: 'https://acme.example/withdraw' };
    expect(check(eu).answers.withdrawal_function_url).toBe('https://acme.example/withdraw');
    const marketplaceOnly = check({
      ...without(eu, 'website_url'),
      sales_channels: ['marketplace'],
    });
    expect(marketplaceOnly.errors).toEqual({});
    expect(marketplaceOnly.answers.withdrawal_function_url).toBeUndefined();
    expect(check({ ...eu, markets: ['us'] }).answers.withdrawal_function_url).toBeUndefined();
  });

  it('asks digital consent only where the withdrawal right applies, and the subscription questions', () => {
    const digital = { ...usShop, products: ['digital', 'subscriptions'], digital_refunds: 'before_access' };
    expect(check(digital).errors).toEqual({
      subscription_cancel: { key: 'wizard.required' },
      subscription_refunds: { key: 'wizard.required' },
    });
    const complete = { ...digital, subscription_cancel: ['account'], subscription_refunds: 'prorated' };
    expect(check(complete).errors).toEqual({});
    expect(check({ ...complete, markets: ['uk'] }).errors).toEqual({
      digital_consent: { key: 'wizard.required' },
    });
    expect(check({ ...complete, markets: ['uk'], digital_consent: 'maybe' }).errors).toEqual({
      digital_consent: { key: 'wizard.invalidOption' },
    });
  });

  it('checks each step on its own', () => {
    const answers = { ...usShop, refund_policy: undefined } as unknown as Answers;
    expect(checkStep(wizard, 'basics', answers).valid).toBe(true);
    expect(checkStep(wizard, 'information', answers).valid).toBe(true);
    expect(checkStep(wizard, 'refunds', answers).errors).toEqual({
      refund_policy: { key: 'wizard.required' },
    });
    expect(checkStep(wizard, 'send', without(usShop, 'send_to')).errors).toEqual({
      send_to: { key: 'wizard.required' },
    });
    expect(check({ ...usShop, extras: ['summary'], goods_extras: ['gift_returns'] }).sections.extras).toBe(
      true,
    );
  });
});
