// Over 400 lines: the document and its compliance summary are tested on the same answer profiles.
import { describe, expect, it } from 'vitest';
import { returnRefundPolicyWizard } from '../../../shared/agreements/definitions/return-refund-policy';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { markdownToHtml } from '../../../shared/documents/render-html';
import { type ClauseCatalog, complianceOf, readClauseCatalogs, renderClauses } from '../clause-library';
import { checkedAnswers } from '../library-test-support';
import { returnRefundPolicyLibrary } from './library';
import { maximalReturnRefundPolicyAnswers, minimalReturnRefundPolicyAnswers } from './sample-answers';

const catalog = readClauseCatalogs('return-refund-policy').en as ClauseCatalog;

const check = (answers: Answers) => checkedAnswers(returnRefundPolicyWizard, answers);

function render(answers: Answers, premium = false, text: ClauseCatalog = catalog): string {
  return renderClauses(returnRefundPolicyLibrary, text, {
    answers: check(answers),
    language: 'en',
    premium,
    lastUpdated: '20 November 2026',
  });
}

const without = (answers: Answers, ...keys: string[]) =>
  Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.includes(key))) as Answers;

// ── Answer profiles ────────────────────────────────────────────────────────────────────────────

/** A German web shop selling physical goods to consumers in the EU, with a 30-day full-refund policy. */
const euShop: Answers = {
  sales_channels: ['website'],
  products: ['goods'],
  shop_name: 'Acme',
  website_url: 'https://acme.example',
  company_name: 'Acme GmbH',
  company_address: 'Hauptstraße 1, 10115 Berlin',
  company_country: 'DE',
  contact_email: 'returns@acme.example',
  customers: ['consumers'],
  markets: ['eu'],
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
const inMarkets = (markets: string[], extra: Answers = {}): Answers => ({ ...euShop, markets, ...extra });
/** The same shop with no returns for change of mind (allowed only without the EU/UK withdrawal right). */
const noRefundsShop = (extra: Answers = {}): Answers => ({
  ...without(euShop, 'return_window', 'return_methods', 'refund_method', 'refund_days'),
  markets: ['us'],
  refund_policy: 'no_refunds',
  ...extra,
});

const maximal = maximalReturnRefundPolicyAnswers;
const minimal = minimalReturnRefundPolicyAnswers;

// ── Statutory sections ─────────────────────────────────────────────────────────────────────────

const LAW_SECTIONS = {
  withdrawal: '## Your statutory right ',
  euLaw: 'based on Directive 2011/83/EU',
  ukLaw: 'Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013;',
  euForm: '## Model withdrawal form\n',
  ukForm: '## Model cancellation form\n',
  euGuarantee: '### Consumers in the European Union\n',
  ukCra: '### Consumers in the United Kingdom\n',
  us: '### Customers in the United States\n',
  other: '### Customers in other countries\n',
};
type Law = keyof typeof LAW_SECTIONS;

const PROFILES: { name: string; answers: Answers; laws: Law[] }[] = [
  { name: 'EU consumers online', answers: euShop, laws: ['withdrawal', 'euLaw', 'euForm', 'euGuarantee'] },
  {
    name: 'UK consumers online',
    answers: inMarkets(['uk']),
    laws: ['withdrawal', 'ukLaw', 'ukForm', 'ukCra'],
  },
  {
    name: 'EU and UK consumers online',
    answers: inMarkets(['eu', 'uk']),
    laws: ['withdrawal', 'euLaw', 'ukLaw', 'euForm', 'euGuarantee', 'ukCra'],
  },
  {
    name: 'EU consumers in a physical store only',
    answers: inMarkets(['eu'], { sales_channels: ['physical_store'], website_url: undefined as never }),
    laws: ['euGuarantee'],
  },
  { name: 'EU businesses only', answers: inMarkets(['eu'], { customers: ['businesses'] }), laws: [] },
  { name: 'US consumers', answers: inMarkets(['us']), laws: ['us'] },
  { name: 'US businesses only', answers: inMarkets(['us'], { customers: ['businesses'] }), laws: [] },
  { name: 'other countries', answers: inMarkets(['other']), laws: ['other'] },
  {
    name: 'every option on',
    answers: maximal,
    laws: Object.keys(LAW_SECTIONS).filter((law) => law !== 'ukForm') as Law[],
  },
  { name: 'the minimal answers', answers: minimal, laws: ['us'] },
];

describe('RETURN_REFUND_POLICY clause library', () => {
  it.each(PROFILES)('shows exactly the statutory sections that apply: $name', ({ answers, laws }) => {
    const markdown = render(JSON.parse(JSON.stringify(answers)) as Answers, true);
    for (const law of Object.keys(LAW_SECTIONS) as Law[]) {
      expect(markdown.includes(LAW_SECTIONS[law]), law).toBe(laws.includes(law));
    }
    for (const heading of [
      '# Return and Refund Policy\n',
      '## Our return policy\n',
      '## Refunds\n',
      '## Contact us\n',
    ]) {
      expect(markdown).toContain(heading);
    }
    expect(markdown).toContain('_Last updated: 20 November 2026_');
    expect(markdown).not.toMatch(/\{\{|\}\}/);
    // The model form is always the last section.
    if (laws.includes('euForm') || laws.includes('ukForm')) {
      const lastHeading = markdown
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .at(-1);
      expect(lastHeading).toMatch(/^## Model (withdrawal|cancellation) form$/);
    }
  });

  it('states the EU withdrawal right in full: periods, how, refunds, costs, exceptions and the form', () => {
    const markdown = render(
      inMarkets(['eu'], {
        products: ['goods', 'services', 'digital'],
        digital_refunds: 'before_access',
        digital_consent: 'no',
        service_refunds: 'before_start',
        restocking_fee: '10',
        contact_phone: '+49 30 123',
      }),
    );
    expect(markdown).toContain(
      'the withdrawal period expires 14 days after the day on which you, or a third party other than the carrier',
    );
    expect(markdown).toContain('expires 14 days after the day on which the contract is concluded');
    expect(markdown).toContain(
      'inform us (Acme GmbH, Hauptstraße 1, 10115 Berlin, Germany, e-mail: [returns@acme.example](mailto:returns@acme.example), telephone: +49 30 123)',
    );
    expect(markdown).toContain(
      'including the costs of delivery (with the exception of the supplementary costs',
    );
    expect(markdown).toContain(
      'not later than 14 days from the day on which we are informed about your decision',
    );
    expect(markdown).toContain('using the same means of payment as you used for the initial transaction');
    expect(markdown).toContain('until we have received the goods back or you have supplied evidence');
    expect(markdown).toContain('You will have to bear the direct cost of returning the goods.');
    expect(markdown).toContain('You are only liable for any diminished value of the goods');
    // Restocking fees and the seller's own conditions never apply to a withdrawal.
    expect(markdown).toContain('We charge a restocking fee of 10% of the price');
    expect(markdown).toContain(
      'The restocking fee never applies when you withdraw from a purchase under the statutory right of withdrawal',
    );
    expect(markdown).toContain('We do not charge a restocking fee or any other fee when you withdraw');
    expect(markdown).toContain('you shall pay us an amount which is in proportion to what has been provided');
    // Without the consent mechanism, digital content stays withdrawable and is not listed as an exception.
    expect(markdown).toContain('you keep your right of withdrawal for the full 14 days');
    expect(markdown).not.toContain(
      '- Digital content that is not supplied on a tangible medium, once supply has begun',
    );
    for (const exception of [
      '- Goods made to your specifications or clearly personalised.',
      '- Goods that are liable to deteriorate or expire rapidly.',
      '- Sealed goods that are not suitable for return due to health protection or hygiene reasons',
      '- Sealed audio or video recordings and sealed computer software',
      '- Services that have been fully performed, if performance began with your prior express consent',
    ]) {
      expect(markdown).toContain(exception);
    }
    // The legal guarantee: two years, and the Right to Repair extension.
    expect(markdown).toContain('becomes apparent within two years of delivery');
    expect(markdown).toContain('if you choose repair, our liability period is extended by 12 months');
    // Annex I(B): every line, with blanks.
    expect(markdown).toContain(
      '- To: Acme GmbH, Hauptstraße 1, 10115 Berlin, Germany, e-mail: [returns@acme.example](mailto:returns@acme.example)',
    );
    expect(markdown).toContain(
      '- I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*): ____',
    );
    for (const line of [
      '- Ordered on (*)/received on (*): ____',
      '- Name of consumer(s): ____',
      '- Address of consumer(s): ____',
      '- Signature of consumer(s) (only if this form is notified on paper): ____',
      '- Date: ____',
      '(*) Delete as appropriate.',
    ]) {
      expect(markdown).toContain(line);
    }
    expect(markdownToHtml(markdown)).toContain('<li>Date: ____</li>');
  });

  it('adds the digital-content exception only with prior consent, and the withdrawal function when online', () => {
    const digital = inMarkets(['eu'], {
      products: ['digital'],
      digital_refunds: 'faulty_only',
      digital_consent: 'yes',
    });
    const consent = render(
      without(
        digital,
        'return_shipping',
        'restocking_fee',
        'exchanges',
        'shipping_refund',
        'damage_report_days',
      ),
    );
    expect(consent).toContain(
      '- Digital content that is not supplied on a tangible medium, once supply has begun',
    );
    expect(consent).toContain('we ask for your express consent to begin supply immediately');
    expect(consent).not.toContain('For goods, the withdrawal period');
    expect(consent).toContain('withdrawal function, labelled “Withdraw from contract here”. Once');
    const linked = render(inMarkets(['eu'], { withdrawal_function_url: 'https://acme.example/withdraw' }));
    expect(linked).toContain(
      'labelled “Withdraw from contract here”, at [https://acme.example/withdraw](https://acme.example/withdraw).',
    );
    // Not for marketplace sales (the marketplace's interface), nor for UK consumers.
    const marketplace = render(
      inMarkets(['eu'], { sales_channels: ['marketplace'], website_url: undefined as never }),
    );
    expect(marketplace).toContain(LAW_SECTIONS.withdrawal);
    expect(marketplace).not.toContain('Withdraw from contract here');
    expect(render(inMarkets(['uk']))).not.toContain('Withdraw from contract here');
  });

  it('writes the UK cancellation right, the Consumer Rights Act and the UK model form', () => {
    const markdown = render(
      inMarkets(['uk'], {
        products: ['goods', 'digital', 'services'],
        digital_refunds: 'fourteen_days',
        digital_consent: 'yes',
        service_refunds: 'pro_rata',
      }),
    );
    expect(markdown).toContain('## Your statutory right to cancel\n');
    expect(markdown).toContain('See “Your statutory right to cancel” below.');
    expect(markdown).toContain('In the United Kingdom, it is called the right to cancel');
    expect(markdown).toContain('within 30 days of delivery (the short-term right to reject)');
    expect(markdown).toContain('up to six years after delivery (five years in Scotland)');
    expect(markdown).toContain(
      'Digital content must be as described, fit for purpose and of satisfactory quality.',
    );
    expect(markdown).toContain('Services must be provided with reasonable care and skill');
    expect(markdown).toContain('_(Complete and return this form only if you wish to cancel the contract.)_');
    expect(markdown).toContain(
      'I/We (*) hereby give notice that I/We (*) cancel my/our (*) contract of sale',
    );
    expect(markdown).not.toContain('Directive 2011/83/EU');
    expect(markdown).not.toContain('Consumers in the United Kingdom can use this form');
    expect(render(inMarkets(['eu', 'uk']))).toContain('Consumers in the United Kingdom can use this form');
  });

  it('writes the US notice: refund-disclosure laws, written copy, Mail Order Rule, online cancellation', () => {
    const markdown = render(
      inMarkets(['us'], {
        products: ['goods', 'subscriptions'],
        subscription_cancel: ['email'],
        subscription_refunds: 'end_of_period',
      }),
    );
    expect(markdown).toContain(
      'California Civil Code section 1723 and New York General Business Law section 218-a',
    );
    expect(markdown).toContain('You are entitled to a written copy of this policy on request');
    expect(markdown).toContain('Mail, Internet, or Telephone Order Merchandise Rule');
    expect(markdown).toContain('you can always cancel online as well');
    expect(markdown).not.toContain(LAW_SECTIONS.withdrawal);
    const storeOnly = render(
      inMarkets(['us'], { sales_channels: ['physical_store'], website_url: undefined as never }),
    );
    expect(storeOnly).not.toContain('Mail, Internet, or Telephone Order Merchandise Rule');
  });

  it('writes the chosen refund policy, and always the faulty-items carve-out', () => {
    const full = render(euShop);
    expect(full).toContain('you can return it within 30 days of the day you receive it for a full refund');
    expect(full).toContain('we will refund you within 5 days to your original method of payment.');
    expect(full).toContain('Original delivery charges are not refunded');
    expect(full).not.toContain('This does not apply to products that are damaged');

    const exchange = render(
      inMarkets(['eu'], {
        ...without(euShop, 'refund_method', 'refund_days', 'exchanges', 'shipping_refund'),
        refund_policy: 'exchange_only',
        exchange_scope: 'any_item',
      }),
    );
    expect(exchange).toContain('exchange it for another product, on the conditions set out in this policy');
    expect(exchange).toContain('if it costs less, we give you store credit for the difference');
    expect(exchange).toContain(
      'This does not apply to products that are damaged, faulty or not as described',
    );
    expect(exchange).toContain('you also have a legal right to withdraw from your purchase within 14 days');
    expect(exchange).not.toContain('we will refund you within');

    const credit = render({
      ...without(euShop, 'refund_method'),
      refund_policy: 'store_credit',
      exchanges: 'same_item',
      shipping_refund: 'yes',
    });
    expect(credit).toContain('receive store credit for the full price you paid');
    expect(credit).toContain('we will issue your store credit within 5 days');
    expect(credit).toContain(
      'If the product you want is not available, we will give you store credit instead.',
    );
    expect(credit).toContain('We also refund the original standard delivery charges');

    const none = render(noRefundsShop());
    expect(none).toContain('All sales are final.');
    expect(none).toContain('This does not apply to products that are damaged, faulty or not as described');
    expect(none).toContain('## Damaged, faulty or incorrect items\n');
    for (const absent of [
      '## How to start a return',
      '## Return shipping costs',
      '## Exchanges',
      'legal right to withdraw',
    ]) {
      expect(none).not.toContain(absent);
    }
  });

  it('shows each optional block exactly when it is chosen', () => {
    const blocks: { name: string; text: string; on: Answers; off: Answers }[] = [
      {
        name: 'item conditions',
        text: '### Condition of returned items',
        on: { ...euShop, item_condition: ['unused', 'proof_of_purchase'] },
        off: euShop,
      },
      {
        name: 'non-returnable items',
        text: '### Items that cannot be returned',
        on: { ...euShop, non_returnable: ['perishable'] },
        off: euShop,
      },
      {
        name: 'own non-returnable items',
        text: '- Opened bags of coffee.',
        on: { ...euShop, non_returnable_other: 'Opened bags of coffee' },
        off: euShop,
      },
      {
        name: 'restocking fee',
        text: '## Restocking fee',
        on: { ...euShop, restocking_fee: '20' },
        off: euShop,
      },
      { name: 'exchanges', text: '## Exchanges', on: { ...euShop, exchanges: 'same_item' }, off: euShop },
      {
        name: 'return form',
        text: 'fill in our [return form](https://acme.example/returns)',
        on: { ...euShop, return_methods: ['email', 'form'], return_form_url: 'acme.example/returns' },
        off: euShop,
      },
      {
        name: 'returns portal',
        text: 'use our [online returns portal](https://returns.acme.example)',
        on: { ...euShop, return_methods: ['portal'], return_portal_url: 'https://returns.acme.example' },
        off: euShop,
      },
      {
        name: 'own return address',
        text: 'send returns to: Acme GmbH, Lager 5, Potsdam.',
        on: { ...euShop, return_address: 'Lager 5, Potsdam' },
        off: euShop,
      },
      {
        name: 'marketplaces',
        text: '## Purchases through online marketplaces',
        on: { ...euShop, sales_channels: ['website', 'marketplace'], marketplace_names: 'Etsy' },
        off: euShop,
      },
      {
        name: 'physical store',
        text: 'Items bought online cannot be returned to our store',
        on: { ...euShop, sales_channels: ['website', 'physical_store'], store_returns_online: 'no' },
        off: euShop,
      },
      {
        name: 'business customers',
        text: '## Business customers',
        on: { ...euShop, customers: ['consumers', 'businesses'] },
        off: euShop,
      },
      {
        name: 'telephone',
        text: '- by telephone: +49 30 1',
        on: { ...euShop, contact_phone: '+49 30 1' },
        off: euShop,
      },
      {
        name: 'digital products',
        text: '## Digital products',
        on: {
          ...euShop,
          products: ['goods', 'digital'],
          digital_refunds: 'fourteen_days',
          digital_consent: 'yes',
        },
        off: euShop,
      },
      {
        name: 'services',
        text: '## Services',
        on: { ...euShop, products: ['goods', 'services'], service_refunds: 'before_start' },
        off: euShop,
      },
      {
        name: 'subscriptions',
        text: '## Subscriptions',
        on: {
          ...euShop,
          products: ['goods', 'subscriptions'],
          subscription_cancel: ['account'],
          subscription_refunds: 'prorated',
        },
        off: euShop,
      },
    ];
    for (const block of blocks) {
      expect(render(block.on), block.name).toContain(block.text);
      expect(render(block.off), block.name).not.toContain(block.text);
    }
    const marketplaceNamed = render({
      ...euShop,
      sales_channels: ['marketplace'],
      marketplace_names: 'Etsy',
      website_url: undefined as never,
    });
    expect(marketplaceNamed).toContain(
      'through an online marketplace such as Etsy, please start your return',
    );
    expect(marketplaceNamed).toContain(
      'purchases made through our shops on online marketplaces such as Etsy.',
    );
  });

  it('adds premium extras only to the premium version, and only when chosen', () => {
    const extras = [
      '## Returns at a glance',
      '### Late or missing refunds',
      '### Step by step: how to return an item',
      '### Returning gifts',
      '### Extended returns for the holiday season',
      '### Returns from other countries',
    ];
    const free = render(maximal, false);
    const premium = render(maximal, true);
    for (const heading of extras) {
      expect(free).not.toContain(heading);
      expect(premium).toContain(`${heading}\n`);
    }
    const summaryOnly = render({ ...maximal, extras: ['summary'], goods_extras: [] }, true);
    expect(summaryOnly).toContain('## Returns at a glance');
    for (const heading of extras.slice(1)) expect(summaryOnly).not.toContain(heading);
    // The free version keeps everything the law requires.
    for (const required of [
      LAW_SECTIONS.withdrawal,
      LAW_SECTIONS.euForm,
      LAW_SECTIONS.ukCra,
      LAW_SECTIONS.us,
    ]) {
      expect(free).toContain(required);
    }
    // Goods extras are not even kept when the seller takes no returns.
    const noReturns = check(noRefundsShop({ goods_extras: ['gift_returns'] }));
    expect(noReturns.goods_extras).toBeUndefined();
  });

  it('keeps answer text literal: no Markdown or HTML injection', () => {
    const evil = '_Acme_ [x](javascript:alert(1)) <script>alert(1)</script> __bold__ # h';
    const markdown = render(
      {
        ...maximal,
        shop_name: evil,
        company_name: evil,
        company_address: `${evil}\n- injected bullet`,
        marketplace_names: evil,
        non_returnable_other: `${evil} {{contactEmailLink}}`,
        return_address: `${evil}\n\n# injected heading`,
        contact_phone: '_1_ [2](x)',
      },
      true,
    );
    const html = markdownToHtml(markdown);
    expect(html).not.toContain('<em>Acme</em>');
    expect(html).not.toContain('<strong>bold</strong>');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<h1>injected');
    expect(html).not.toContain('<li>injected');
    expect(html).toContain(
      '_Acme_ [x](javascript:alert(1)) &lt;script&gt;alert(1)&lt;/script&gt; __bold__ # h',
    );
    expect(html).toContain('_1_ [2](x)');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // Placeholders in answers stay literal: values are filled in once, never re-read as templates.
    expect(html).toContain('# h {{contactEmailLink}}');
  });

  it('uses every catalog key, and only keys that exist, across the answer profiles', () => {
    const used = new Set<string>();
    const recording = new Proxy(catalog, {
      get(target, key) {
        if (typeof key === 'string') used.add(key);
        return Reflect.get(target, key);
      },
    });
    const profiles: Answers[] = [
      ...PROFILES.map((profile) => JSON.parse(JSON.stringify(profile.answers)) as Answers),
      noRefundsShop(),
      {
        ...without(euShop, 'refund_method', 'exchanges'),
        refund_policy: 'store_credit',
        exchange_scope: undefined as never,
        exchanges: 'any_item',
      },
      {
        ...without(euShop, 'refund_method', 'refund_days', 'exchanges', 'shipping_refund'),
        refund_policy: 'exchange_only',
        exchange_scope: 'same_item',
      },
      inMarkets(['uk'], { return_shipping: 'free', sales_channels: ['website', 'marketplace'] }),
      inMarkets(['eu'], { return_shipping: 'label_deducted', refund_method: 'original' }),
      inMarkets(['eu'], {
        sales_channels: ['app', 'physical_store'],
        website_url: undefined as never,
        store_returns_online: 'no',
      }),
      {
        ...minimal,
        products: ['digital', 'services', 'subscriptions'],
        digital_refunds: 'fourteen_days',
        service_refunds: 'before_start',
        subscription_cancel: ['account'],
        subscription_refunds: 'end_of_period',
      },
      {
        ...minimal,
        products: ['digital', 'subscriptions'],
        digital_refunds: 'before_access',
        subscription_cancel: ['email'],
        subscription_refunds: 'prorated',
      },
      inMarkets(['eu'], {
        products: ['digital'],
        digital_refunds: 'faulty_only',
        digital_consent: 'no',
        ...Object.fromEntries(
          ['return_shipping', 'restocking_fee', 'exchanges', 'shipping_refund', 'damage_report_days'].map(
            (key) => [key, undefined],
          ),
        ),
      }),
    ].map((answers) => JSON.parse(JSON.stringify(answers)) as Answers);
    for (const answers of profiles) {
      render(answers, true, recording);
      render(answers, false, recording);
    }
    // The summary's texts (compliance.*) are checked with the summary.
    const keys = Object.keys(catalog).filter((key) => !key.startsWith('compliance.'));
    expect(
      keys.filter((key) => !used.has(key)),
      'catalog keys no profile uses',
    ).toEqual([]);
    expect(
      [...used].filter((key) => !(key in catalog)),
      'keys missing from the catalog',
    ).toEqual([]);
  });

  it('has no empty text and uses only the agreement Markdown subset', () => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/\*\*|<[a-z/!]|!\[|^\s*\||\bTODO\b|lorem/i);
    }
    expect(catalog.title).toBe('Return and Refund Policy');
    expect(catalog.lastUpdated).toContain('{{lastUpdated}}');
    const markdown = render(maximal, true);
    expect(markdown).not.toContain('**');
    expect(markdown).not.toMatch(/^\s*\* /m);
    expect(markdown).not.toMatch(/^\s*\|/m);
    expect(markdown).not.toMatch(/^#{4,}/m);
    expect(markdown).not.toMatch(/^[ \t]+[-\d]/m);
    expect(markdown).not.toMatch(/\n{3,}/);
    expect(markdown).not.toMatch(/ {2,}|\s[,.]/);
    const html = markdownToHtml(markdown);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });
});

// ── Compliance summary ─────────────────────────────────────────────────────────────────────────

/** A text of the English catalog (the compliance summary's texts are there, beside the clauses). */
const englishText = (key: string): unknown => readClauseCatalogs('return-refund-policy').en?.[key];

describe('the Return and Refund Policy compliance summary', () => {
  const summary = (answers: Answers) =>
    Object.fromEntries(
      complianceOf(returnRefundPolicyLibrary, check(answers)).map((row) => [row.law.split('.').pop(), row]),
    );
  const todo = (key: string) => `compliance.todo.${key}`;
  const present = (key: string) => `compliance.present.${key}`;

  it('lists one row per law the document addresses', () => {
    expect(Object.keys(summary(euShop))).toEqual(['euCrd']);
    expect(Object.keys(summary(inMarkets(['uk'])))).toEqual(['ukCcr']);
    expect(Object.keys(summary(inMarkets(['us'])))).toEqual(['california']);
    expect(Object.keys(summary(inMarkets(['other'])))).toEqual([]);
    expect(Object.keys(summary(inMarkets(['eu', 'us'], { customers: ['businesses'] })))).toEqual([]);
    expect(Object.keys(summary(maximal))).toEqual(['euCrd', 'ukCcr', 'california']);
  });

  it('names what the document covers and what the owner must still do', () => {
    const eu = summary(euShop).euCrd;
    expect(eu?.present).toEqual(
      expect.arrayContaining([
        present('withdrawalConditions'),
        present('modelForm'),
        present('noRestockingFee'),
        present('legalGuarantee'),
      ]),
    );
    expect(eu?.ownerTodo).toEqual(
      expect.arrayContaining([
        todo('preContractInfo'),
        todo('buildWithdrawalFunction'),
        todo('refundWithin14Days'),
      ]),
    );
    const linked = summary(
      inMarkets(['eu'], { withdrawal_function_url: 'https://acme.example/withdraw' }),
    ).euCrd;
    expect(linked?.ownerTodo).toContain(todo('checkWithdrawalFunction'));
    expect(linked?.ownerTodo).not.toContain(todo('buildWithdrawalFunction'));
    // In a physical store only: no withdrawal right, the legal guarantee remains.
    const store = summary(
      inMarkets(['eu'], { sales_channels: ['physical_store'], website_url: undefined as never }),
    ).euCrd;
    expect(store?.present).toEqual([present('traderIdentity'), present('legalGuarantee')]);
    expect(store?.ownerTodo).toEqual([todo('conformityClaims')]);
    const digital = summary({ ...maximal, digital_consent: 'no' });
    expect(digital.euCrd?.ownerTodo).toContain(todo('digitalNoConsent'));
    expect(digital.ukCcr?.ownerTodo).toContain(todo('ukSubscriptions'));
    expect(summary(maximal).california?.ownerTodo).toEqual([
      todo('postOnline'),
      todo('storeSigns'),
      todo('autoRenewal'),
      todo('shippingTimes'),
    ]);
    expect(summary(maximal).california?.present).toContain(present('restockingFeeAmount'));
    expect(summary(minimal).california?.present).not.toContain(present('timePeriod'));
  });

  it('uses keys that have English texts', () => {
    for (const answers of [
      maximal,
      minimal,
      euShop,
      inMarkets(['uk']),
      { ...maximal, digital_consent: 'no', withdrawal_function_url: undefined as never },
    ]) {
      for (const row of complianceOf(
        returnRefundPolicyLibrary,
        check(JSON.parse(JSON.stringify(answers)) as Answers),
      )) {
        for (const key of [row.law, ...row.present, ...row.ownerTodo])
          expect(typeof englishText(key), key).toBe('string');
      }
    }
  });
});
